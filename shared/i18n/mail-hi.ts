import type { MailWords } from "./mail.js";
import { APPLICATION_STAGES_HI, FAMILY_STAGES_HI, VISIT_STAGES_HI } from "./family-stages-hi.js";

// The mails to a family in Hindi (README "Languages": "Mails"): the same shape as ./mail-en.ts,
// in the glossary's words (प्रवेश, पूछताछ, शुल्क, स्कूल भ्रमण, संदर्भ संख्या, स्थिति …).

const optionalReference = (reference: string | null) => (reference ? ` (${reference})` : "");

export const mailHi: MailWords = {
  dear: (name) => `प्रिय ${name},`,
  whatNext: (next) => `आगे क्या होगा: ${next}`,
  statusPage: (url) => `अपनी संदर्भ संख्या और मोबाइल नंबर से स्थिति पृष्ठ पर इसकी जानकारी देखते रहें:\n${url}`,
  bookVisit: (url) => `स्कूल देखने के लिए स्कूल भ्रमण बुक करें:\n${url}`,
  callSchool: (phone) => `कोई प्रश्न हो तो स्कूल को ${phone} पर फ़ोन करें।`,
  stages: { family: FAMILY_STAGES_HI, application: APPLICATION_STAGES_HI, visit: VISIT_STAGES_HI },
  acknowledgement: {
    enrollmentSubject: (childName, reference) => `${childName} का प्रवेश फ़ॉर्म हमें मिल गया है (${reference})`,
    enquirySubject: (reference) => `आपकी पूछताछ ${reference} हमें मिल गई है`,
    enrollmentReceived: (childName, school, reference) =>
      `${school} में ${childName} के प्रवेश के लिए आवेदन करने का धन्यवाद। हमें प्रवेश फ़ॉर्म मिल गया है; आपकी संदर्भ संख्या ${reference} है।`,
    enquiryReceived: (school, reference) => `${school} को लिखने के लिए धन्यवाद। हमें आपकी पूछताछ मिल गई है; आपकी संदर्भ संख्या ${reference} है।`,
    yourMessage: (message) => `आपका संदेश:\n${message}`,
  },
  status: {
    // The record as a Hindi sentence names it: "आशा के प्रवेश फ़ॉर्म (SUN-7K3Q9)", "आपकी पूछताछ".
    about: {
      enrollment: (childName, reference) => `${childName} के प्रवेश फ़ॉर्म${optionalReference(reference)}`,
      enquiry: (reference) => `आपकी पूछताछ${optionalReference(reference)}`,
    },
    subject: (about, label) => `${about} की स्थिति अब "${label}" है`,
    news: (about, label, text) => `${about} के बारे में नई जानकारी है। इसकी स्थिति अब "${label}" है: ${text}`,
  },
  visit: {
    reference: (reference) => `संदर्भ संख्या: ${reference}`,
    date: (day) => `तारीख़: ${day}`,
    time: (time, length) => `समय: ${time} (${length})`,
    address: (address) => `पता: ${address}`,
    minutes: (minutes) => `${minutes} मिनट`,
    otherZone: (time, zone) => `${time} (${zone} का समय)`,
    changeAt: (url) => `भ्रमण का समय बदलने या उसे रद्द करने के लिए, अपनी संदर्भ संख्या और मोबाइल नंबर से स्थिति पृष्ठ खोलें:\n${url}`,
    change: "भ्रमण का समय बदलने या उसे रद्द करने के लिए, अपनी संदर्भ संख्या और मोबाइल नंबर से स्कूल का स्थिति पृष्ठ खोलें।",
    comeEarly: "कृपया समय से कुछ मिनट पहले आएँ और अपनी संदर्भ संख्या साथ रखें।",
    reminderSubject: (time, reference) => `याद दिलाना: कल ${time} बजे आपका स्कूल भ्रमण (${reference})`,
    reminder: (school) => `याद दिला दें कि कल ${school} में आपका स्कूल भ्रमण है।`,
    bookedSubject: (day, time, reference) => `${day} को ${time} बजे आपका स्कूल भ्रमण बुक हो गया है (${reference})`,
    booked: (school, childName) => `${school} में स्कूल भ्रमण बुक करने के लिए धन्यवाद। हम आपसे और ${childName} से मिलने की प्रतीक्षा करेंगे।`,
    bookedNext: (reminder) =>
      `आगे क्या होगा: कृपया समय से कुछ मिनट पहले आएँ और अपनी संदर्भ संख्या साथ रखें। ${
        reminder ? "भ्रमण से एक दिन पहले हम आपको याद दिलाएँगे। " : ""
      }साथ लगी कैलेंडर फ़ाइल इस भ्रमण को आपके कैलेंडर में जोड़ देती है।`,
    movedSubject: (day, time, reference) => `आपका स्कूल भ्रमण अब ${day} को ${time} बजे है (${reference})`,
    moved: (school) => `${school} में आपका स्कूल भ्रमण अब इस नए समय पर होगा:`,
    movedCalendar: "साथ लगी कैलेंडर फ़ाइल आपके कैलेंडर में भ्रमण का समय बदल देती है।",
    cancelledSubject: (day, reference) => `${day} का आपका स्कूल भ्रमण रद्द हो गया है (${reference})`,
    cancelledByParent: (school) => `आपके कहने पर ${school} में आपका स्कूल भ्रमण रद्द कर दिया गया है:`,
    cancelledBySchool: (school) => `${school} को आपका स्कूल भ्रमण रद्द करना पड़ा है:`,
    calendarSummary: (school) => `${school} में स्कूल भ्रमण`,
    calendarMove: (url) => `समय बदलें या रद्द करें: ${url}`,
  },
  documents: {
    returnedSubject: (document, childName, reference) => `कृपया ${childName} का "${document}" फिर से अपलोड करें${optionalReference(reference)}`,
    returned: (document, childName, reference, reason) =>
      `${childName} के प्रवेश फ़ॉर्म${optionalReference(reference)} के लिए आपने जो "${document}" अपलोड किया था, उसे हमने देखा है, और हमें नया दस्तावेज़ चाहिए। कारण: ${reason}`,
    uploadAt: (url) => `कृपया अपनी संदर्भ संख्या और मोबाइल नंबर से स्थिति पृष्ठ पर इसे फिर से अपलोड करें:\n${url}`,
    upload: "कृपया अपनी संदर्भ संख्या और मोबाइल नंबर से स्कूल की वेबसाइट पर इसे फिर से अपलोड करें।",
  },
  offer: {
    subject: (className, deadline) => `प्रवेश प्रस्ताव: ${className} — ${deadline} तक स्वीकार करें`,
    offers: (school, childName, className, reference) => `${school} ${childName} को ${className} में एक सीट का प्रवेश प्रस्ताव देता है (आवेदन ${reference})।`,
    answer: (deadline) =>
      `कृपया ${deadline} तक अपनी संदर्भ संख्या और मोबाइल नंबर से स्थिति पृष्ठ पर प्रवेश प्रस्ताव स्वीकार या अस्वीकार करें। तब तक स्वीकार न किया गया प्रस्ताव समाप्त हो जाता है और सीट अगले परिवार को मिल जाती है।`,
  },
  payment: {
    receiptSubject: (receiptNumber, childName) => `${childName} के पंजीकरण शुल्क की रसीद ${receiptNumber}`,
    received: (school, childName, reference) => `धन्यवाद: ${school} को ${childName} के आवेदन (${reference}) का पंजीकरण शुल्क मिल गया है। यह मेल आपकी रसीद है।`,
    receiptNumber: (receiptNumber) => `रसीद संख्या: ${receiptNumber}`,
    date: (date) => `तारीख़: ${date}`,
    from: (parentName) => `किससे प्राप्त: ${parentName}`,
    for: (childName, classAndYear) => `किसलिए: ${childName} का पंजीकरण शुल्क${classAndYear ? `, ${classAndYear}` : ""}`,
    amount: (amount) => `राशि: ${amount}`,
    paidBy: (utr) => `भुगतान का तरीक़ा: UPI, लेन-देन संदर्भ (UTR) ${utr}`,
    rejectedSubject: (childName, reference) => `${childName} का पंजीकरण शुल्क हम पक्का नहीं कर सके (${reference})`,
    notConfirmed: (amount, utr) => `UPI लेन-देन संदर्भ (UTR) ${utr} वाला आपका ${amount} का भुगतान हम पक्का नहीं कर सके।`,
    reason: (reason) => `स्कूल का कारण: ${reason}`,
    check:
      "कृपया अपने UPI ऐप में भुगतान के विवरण में UTR देखें (12 अंक, जिसे अक्सर UPI Ref No. या UPI transaction ID कहा जाता है) और उसे अपनी संदर्भ संख्या और मोबाइल नंबर के साथ फिर से भेजें। अगर पैसे आपके खाते से कट गए हैं, तो UTR के साथ स्कूल को फ़ोन करें।",
  },
};

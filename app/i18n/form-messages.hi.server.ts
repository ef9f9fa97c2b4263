import { textMessages, type FormMessages } from "./form-messages.server";

/** A Hindi text field's three messages (form-messages.server.ts `textMessages`), from its label in Hindi. */
const hiText = <const L extends string, const N extends number>(label: L, max: N, hindi: string) =>
  textMessages(label, max, {
    tooLong: `${hindi} में अधिकतम ${max} अक्षर हो सकते हैं`,
    control: `${hindi} में ऐसे अक्षर हैं जिनकी अनुमति नहीं है`,
    markup: `${hindi} में < या > नहीं हो सकते`,
  });

/**
 * The public forms' messages in Hindi (README "Languages", its glossary: मोबाइल नंबर, ई-मेल,
 * आवश्यक, जन्म तिथि, आयु, कक्षा, कार्यक्रम …). The compiler checks it has every English key.
 */
export const HI_FORM_MESSAGES: FormMessages = {
  "Email is required": "ई-मेल आवश्यक है",
  "Email must be at most 254 characters": "ई-मेल में अधिकतम 254 अक्षर हो सकते हैं",
  "Enter a valid e-mail address": "कृपया सही ई-मेल पता लिखें",
  "Child's name is required": "बच्चे का नाम आवश्यक है",
  "Child's age is required": "बच्चे की आयु आवश्यक है",
  "Child's age must be a whole number from 0 to 18": "बच्चे की आयु 0 से 18 के बीच पूरी संख्या में लिखें",
  "Gender is required": "लिंग चुनना आवश्यक है",
  "Gender must be male, female or other": "लिंग में लड़का, लड़की या अन्य चुनें",
  "Parent's name is required": "अभिभावक का नाम आवश्यक है",
  "Parent's contact number is required": "अभिभावक का संपर्क नंबर आवश्यक है",
  "Parent's contact number must be exactly 10 digits": "अभिभावक का संपर्क नंबर ठीक 10 अंकों का होना चाहिए",
  "Address is required": "पता आवश्यक है",
  "Choose one of the programs": "दिए गए कार्यक्रमों में से एक चुनें",
  "Choose one of the classes": "दी गई कक्षाओं में से एक चुनें",
  "Child's date of birth is required": "बच्चे की जन्म तिथि आवश्यक है",
  "Child's date of birth must be a date (YYYY-MM-DD)": "बच्चे की जन्म तिथि सही तारीख होनी चाहिए (वर्ष-माह-दिन)",
  "Child's date of birth must be of a child from 0 to 10 years old": "जन्म तिथि 0 से 10 वर्ष तक के बच्चे की होनी चाहिए",
  "Enter a valid 10-digit mobile number": "कृपया सही 10 अंकों का मोबाइल नंबर लिखें",
  "Parent mobile number is required": "अभिभावक का मोबाइल नंबर आवश्यक है",
  "Message is required": "संदेश आवश्यक है",
  "Choose one of the answers": "दिए गए उत्तरों में से एक चुनें",
  "Choose a time for your visit": "स्कूल भ्रमण के लिए समय चुनें",
  "Name is required": "नाम आवश्यक है",
  "Mobile no. is required": "मोबाइल नंबर आवश्यक है",
  "Invalid mobile no.": "मोबाइल नंबर सही नहीं है",
  "Testimonial is required": "आपका अनुभव लिखना आवश्यक है",
  "That was quick! Please check your details and send the form again.": "आप बहुत जल्दी थे! कृपया अपनी जानकारी जाँचें और फ़ॉर्म फिर से भेजें।",
  "This page was open for a long time, so the form was not sent. Please check your details and send it again.":
    "यह पृष्ठ बहुत देर से खुला था, इसलिए फ़ॉर्म नहीं भेजा गया। कृपया अपनी जानकारी जाँचें और उसे फिर से भेजें।",
  "This website is not set up for a school yet, so the form cannot be sent.": "यह वेबसाइट अभी किसी स्कूल के लिए तैयार नहीं है, इसलिए फ़ॉर्म नहीं भेजा जा सकता।",
  "This form could not be accepted. Please reload the page and try again.": "यह फ़ॉर्म स्वीकार नहीं किया जा सका। कृपया पृष्ठ फिर से खोलें और दोबारा कोशिश करें।",
  "This form was sent from another website, so it was not accepted.": "यह फ़ॉर्म किसी दूसरी वेबसाइट से भेजा गया था, इसलिए स्वीकार नहीं किया गया।",
  "Something went wrong. Please try again later.": "कुछ गड़बड़ हो गई। कृपया बाद में फिर कोशिश करें।",
  "Choose the class you are applying for": "वह कक्षा चुनें जिसके लिए आप आवेदन कर रहे हैं",
  "No class open for applications fits this date of birth.": "इस जन्म तिथि के लिए आवेदन हेतु कोई कक्षा खुली नहीं है।",
  "Something went wrong on our side. Please try again later.": "हमारी ओर से कुछ गड़बड़ हो गई। कृपया बाद में फिर कोशिश करें।",
  "This form was already sent with different details. Please reload the page and send it again.":
    "यह फ़ॉर्म पहले ही दूसरी जानकारी के साथ भेजा जा चुका है। कृपया पृष्ठ फिर से खोलें और इसे दोबारा भेजें।",
  "This request was sent from another website, so it was not accepted.": "यह अनुरोध किसी दूसरी वेबसाइट से भेजा गया था, इसलिए स्वीकार नहीं किया गया।",
  "Program must be one of the school's programs": "स्कूल के कार्यक्रमों में से एक चुनें",
  'Choose one of the answers to "How did you hear about us?"': "“आपको हमारे बारे में कैसे पता चला?” के उत्तरों में से एक चुनें",
  "Second guardian's mobile must be a valid 10-digit mobile number": "दूसरे अभिभावक का मोबाइल नंबर सही 10 अंकों का होना चाहिए",
  "We have received your request, Our team will contact you soon!": "हमें आपका अनुरोध मिल गया है, हमारी टीम जल्द ही आपसे संपर्क करेगी!",
  "Thank you! Your testimonial will appear on the site once the school approves it.": "धन्यवाद! स्कूल की स्वीकृति के बाद आपका अनुभव वेबसाइट पर दिखेगा।",
  "You are unsubscribed. You will not get the school's newsletter any more.": "आपकी सदस्यता समाप्त हो गई है। अब आपको स्कूल का समाचार-पत्र नहीं मिलेगा।",
  "This unsubscribe link is not valid. Please use the link from the school's latest e-mail.":
    "सदस्यता छोड़ने का यह लिंक मान्य नहीं है। कृपया स्कूल के सबसे नए ई-मेल का लिंक इस्तेमाल करें।",
  "Too many sign-ups. Please wait a minute and try again.": "बहुत बार सदस्यता ली गई है। कृपया एक मिनट रुककर फिर कोशिश करें।",
  "That time has just filled — please pick another": "यह समय अभी-अभी भर गया — कृपया कोई दूसरा समय चुनें",
  "That time can no longer be booked — please pick another": "यह समय अब बुक नहीं हो सकता — कृपया कोई दूसरा समय चुनें",
  "Password is required": "पासवर्ड आवश्यक है",
  "Password must be at least 8 characters": "पासवर्ड में कम से कम 8 अक्षर होने चाहिए",
  "Password must be at most 200 characters": "पासवर्ड में अधिकतम 200 अक्षर हो सकते हैं",
  "Password must have at least 8 characters besides spaces": "पासवर्ड में खाली जगह के अलावा कम से कम 8 अक्षर होने चाहिए",
  "Password is too easy to guess. Use a longer passphrase — three or four unrelated words work well — and avoid common passwords, names and dates.":
    "इस पासवर्ड का अनुमान लगाना बहुत आसान है। लंबा पासवर्ड चुनें — तीन-चार असंबंधित शब्द अच्छे रहते हैं — और आम पासवर्ड, नाम और तारीखें न लिखें।",
  "Invalid e-mail or password": "ई-मेल या पासवर्ड सही नहीं है",
  "You have been signed out everywhere else.": "आप बाकी सभी जगह से साइन आउट हो गए हैं।",
  "This link is not valid any more: it was used, or it is older than an hour. Ask for a new one.":
    "यह लिंक अब मान्य नहीं है: इसका उपयोग हो चुका है, या यह एक घंटे से पुराना है। नया लिंक माँगें।",
  "This link is not valid any more: it was used, or it is older than 24 hours. Sign up again to get a new one.":
    "यह लिंक अब मान्य नहीं है: इसका उपयोग हो चुका है, या यह 24 घंटे से पुराना है। नया लिंक पाने के लिए फिर से साइन अप करें।",
  "Reference is required": "संदर्भ संख्या आवश्यक है",
  "Enter the reference as it was shown, such as ABC-7K3Q9": "संदर्भ संख्या वैसे ही लिखें जैसे वह दिखाई गई थी, जैसे ABC-7K3Q9",
  "Enter the 12-digit UPI transaction reference (UTR) from your UPI app's payment details":
    "अपने UPI ऐप में भुगतान के विवरण से 12 अंकों की UPI लेन-देन संदर्भ संख्या (UTR) लिखें",
  "This UTR has already been used for a payment to the school: check it in your UPI app":
    "यह UTR स्कूल को किसी भुगतान के लिए पहले ही दिया जा चुका है: इसे अपने UPI ऐप में जाँचें",
  "No registration fee is due for this application": "इस आवेदन का कोई पंजीकरण शुल्क बाकी नहीं है",
  "A payment for this application has just been submitted: reload the page": "इस आवेदन का एक भुगतान अभी-अभी भेजा गया है: पृष्ठ फिर से खोलें",
  "The school has just looked at this payment: reload the page": "स्कूल ने अभी-अभी इस भुगतान को देखा है: पृष्ठ फिर से खोलें",
  "Thank you: you have accepted the offer. The school will tell you the first day.":
    "धन्यवाद: आपने प्रवेश प्रस्ताव स्वीकार कर लिया है। स्कूल आपको पहला दिन बताएगा।",
  "You have declined the offer. Thank you for telling the school.": "आपने प्रवेश प्रस्ताव अस्वीकार कर दिया है। स्कूल को बताने के लिए धन्यवाद।",
  "There is no open offer for this application: it may have lapsed. Please call the school.":
    "इस आवेदन के लिए कोई खुला प्रवेश प्रस्ताव नहीं है: शायद उसकी समय-सीमा निकल गई है। कृपया स्कूल को फ़ोन करें।",
  "This application has just changed: please look it up again.": "यह आवेदन अभी-अभी बदला है: कृपया इसकी स्थिति फिर से देखें।",
  "This visit can no longer be changed": "यह स्कूल भ्रमण अब बदला नहीं जा सकता",
  "Your visit is at this time already.": "आपका स्कूल भ्रमण पहले से इसी समय पर है।",
  "This document is not on the list for this application.": "यह दस्तावेज़ इस आवेदन की सूची में नहीं है।",
  "This document has already been accepted by the school, so it cannot be replaced. If it must change, please call the school.":
    "स्कूल यह दस्तावेज़ पहले ही स्वीकार कर चुका है, इसलिए इसे बदला नहीं जा सकता। अगर इसे बदलना ज़रूरी हो, तो कृपया स्कूल को फ़ोन करें।",
  "This document was uploaded again at the same moment. Please look at the list, and upload it again if needed.":
    "यह दस्तावेज़ उसी समय दोबारा अपलोड हुआ था। कृपया सूची देखें, और ज़रूरत हो तो इसे फिर से अपलोड करें।",
  "This file is not a photo or PDF we can use. Please upload a photo of the document (JPEG, PNG or HEIC, as your phone's camera takes it) or a PDF.":
    "इस फ़ाइल को तस्वीर या PDF के रूप में इस्तेमाल नहीं किया जा सकता। कृपया दस्तावेज़ की तस्वीर (JPEG, PNG या HEIC, जैसी आपके फ़ोन का कैमरा लेता है) या PDF अपलोड करें।",
  "This photo could not be opened; the file may be damaged. Please take the photo again and upload it.":
    "यह तस्वीर खुल नहीं सकी; शायद फ़ाइल खराब है। कृपया तस्वीर फिर से लें और अपलोड करें।",
  "This PDF could not be opened; the file may be damaged. Please save it again, or upload a photo of the document instead.":
    "यह PDF खुल नहीं सकी; शायद फ़ाइल खराब है। कृपया इसे फिर से सहेजें, या इसकी जगह दस्तावेज़ की तस्वीर अपलोड करें।",
  "This PDF is locked with a password. Please upload a copy without a password, or a photo of the document.":
    "यह PDF पासवर्ड से बंद है। कृपया बिना पासवर्ड की प्रति, या दस्तावेज़ की तस्वीर अपलोड करें।",
  "This PDF has no pages. Please upload the document itself, or a photo of it.": "इस PDF में कोई पृष्ठ नहीं है। कृपया दस्तावेज़ ही, या उसकी तस्वीर अपलोड करें।",
  'This PDF contains scripts, attached files or a form that sends data, so we cannot accept it. Please print it to a new PDF ("Save as PDF") or upload a photo of the document.':
    "इस PDF में स्क्रिप्ट, जुड़ी हुई फ़ाइलें या डेटा भेजने वाला फ़ॉर्म है, इसलिए हम इसे स्वीकार नहीं कर सकते। कृपया इसे नई PDF में प्रिंट करें (“Save as PDF”) या दस्तावेज़ की तस्वीर अपलोड करें।",
  ...hiText("Child's name", 200, "बच्चे के नाम"),
  ...hiText("Parent's name", 200, "अभिभावक के नाम"),
  ...hiText("Address", 200, "पते"),
  ...hiText("Additional information", 2000, "अतिरिक्त जानकारी"),
  ...hiText("Second guardian's name", 200, "दूसरे अभिभावक के नाम"),
  ...hiText("Message", 2000, "संदेश"),
  ...hiText("Name", 200, "नाम"),
  ...hiText("Testimonial", 2000, "अनुभव"),
  ...hiText("How did you hear about us", 200, "“आपको हमारे बारे में कैसे पता चला”"),
};

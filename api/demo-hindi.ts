/**
 * The demo schools' own words in Hindi (README "Languages": "The school's own words", and its
 * glossary), by their English text: the seed (api/seed.ts, api/school-content.ts) stores each as
 * the row's `translations` {"hi": {…}}. One Hindi text for one English text, so SPEC's texts that
 * both schools share are written once. A text not listed here has no Hindi version (the English
 * shows): tests/api/demo-hindi.test.ts checks that every demo text has one.
 */
export const DEMO_HINDI: Readonly<Record<string, string>> = {
  // ── Sunshine Kids Academy: profile ──
  "Sunshine Kids Academy": "सनशाइन किड्स अकादमी",
  "Sunshine Kids Academy is a joyful play school and kindergarten in Baner, Pune, for children from 18 months to 6 years. Since 2015 our caring, trained teachers have blended play-based learning with the NCERT early-years framework, so that every child grows in confidence, curiosity and kindness on a safe, cheerful campus.":
    "सनशाइन किड्स अकादमी बानेर, पुणे में 18 महीने से 6 वर्ष तक के बच्चों के लिए एक खुशनुमा प्ले स्कूल और किंडरगार्टन है। 2015 से हमारे स्नेही, प्रशिक्षित शिक्षक खेल-आधारित सीखने को NCERT के प्रारंभिक वर्षों के ढाँचे के साथ जोड़ते आए हैं, ताकि हर बच्चा एक सुरक्षित, खुशहाल परिसर में आत्मविश्वास, जिज्ञासा और दयालुता के साथ बढ़े।",
  "Plot 14, Sunshine Lane, Baner Road": "प्लॉट 14, सनशाइन लेन, बानेर रोड",
  "Near Balewadi High Street, Baner": "बालेवाड़ी हाई स्ट्रीट के पास, बानेर",
  Pune: "पुणे",
  Maharashtra: "महाराष्ट्र",
  "A safe, stimulating environment where children from 18 months to 6 years explore, play and grow with confidence.":
    "एक सुरक्षित, प्रेरक वातावरण जहाँ 18 महीने से 6 वर्ष तक के बच्चे आत्मविश्वास के साथ खोजते, खेलते और बढ़ते हैं।",
  "18 months to 6 years": "18 महीने से 6 वर्ष",
  "8:30 AM - 5:00 PM": "सुबह 8:30 - शाम 5:00",
  "Monday – Friday: 8:30 AM – 5:00 PM\nSaturday: 9:00 AM – 1:00 PM\nSunday & public holidays: Closed":
    "सोमवार – शुक्रवार: सुबह 8:30 – शाम 5:00\nशनिवार: सुबह 9:00 – दोपहर 1:00\nरविवार और सार्वजनिक अवकाश: बंद",
  "Monday – Friday: 9:00 AM – 3:30 PM\nSaturday: 9:00 AM – 12:00 PM\nSunday: Closed":
    "सोमवार – शुक्रवार: सुबह 9:00 – दोपहर 3:30\nशनिवार: सुबह 9:00 – दोपहर 12:00\nरविवार: बंद",

  // ── Sunshine: carousel, categories, gallery ──
  "A bright, happy start to every school day": "हर स्कूल के दिन की उजली, खुशहाल शुरुआत",
  "Slides, swings and a shaded play yard": "फिसलपट्टी, झूले और छायादार खेल का मैदान",
  "Small classes where every child is heard": "छोटी कक्षाएँ, जहाँ हर बच्चे की बात सुनी जाती है",
  "Little artists, big imaginations": "नन्हे कलाकार, बड़ी कल्पनाएँ",
  "Picnics, games and friendships that last": "पिकनिक, खेल और हमेशा की दोस्ती",
  Classroom: "कक्षा",
  "Outdoor Play": "बाहर के खेल",
  "Art & Craft": "कला और शिल्प",
  "Music & Dance": "संगीत और नृत्य",
  Celebrations: "उत्सव",
  "Morning reading circle in the Nursery class": "नर्सरी कक्षा में सुबह का पठन घेरा",
  "Shapes and patterns on the board in Junior KG": "जूनियर KG में बोर्ड पर आकृतियाँ और पैटर्न",
  "Building the tallest block tower of the week": "हफ़्ते की सबसे ऊँची ब्लॉक मीनार बनाते हुए",
  "Quiet time in our cosy reading corner": "हमारे आरामदेह पठन कोने में शांत समय",
  "Globes, beads and magnifying glasses at the discovery table": "खोज की मेज़ पर ग्लोब, मोती और आवर्धक लेंस",
  "Taking turns on the slide and swings": "फिसलपट्टी और झूलों पर बारी-बारी से",
  "A game of catch on the lawn": "लॉन पर गेंद पकड़ने का खेल",
  "Sandcastle engineers at work in the sand pit": "रेत के गड्ढे में रेत के महल बनाते नन्हे इंजीनियर",
  "Kite flying on a breezy January morning": "जनवरी की हवादार सुबह में पतंगबाज़ी",
  "Watering the sunflowers our children planted": "अपने बच्चों के लगाए सूरजमुखी को पानी देते हुए",
  "Painting at the easel during free-choice time": "अपनी पसंद के समय में ईज़ल पर चित्रकारी",
  "Crayon drawings of home, family and the sun": "घर, परिवार और सूरज के क्रेयॉन चित्र",
  "Our art wall, refreshed every Friday": "हमारी कला-दीवार, हर शुक्रवार नई",
  "Clay snails, snowmen and bowls from the clay table": "मिट्टी की मेज़ से बने घोंघे, हिममानव और कटोरियाँ",
  "Mixing colours on the palette for the first time": "पहली बार पैलेट पर रंग मिलाते हुए",
  "Drum and xylophone time in the music room": "संगीत कक्ष में ढोल और ज़ाइलोफ़ोन का समय",
  "Holding hands for our circle dance": "घेरा नृत्य के लिए हाथों में हाथ",
  "First notes on the classroom keyboard": "कक्षा के कीबोर्ड पर पहले सुर",
  "Guitar, tambourine and maracas: our music corner": "गिटार, खंजरी और मराकस: हमारा संगीत कोना",
  "Dance rehearsal for the Annual Day": "वार्षिकोत्सव के लिए नृत्य का अभ्यास",
  "Birthday cake and candles for our March birthdays": "मार्च में जन्मदिन वालों के लिए केक और मोमबत्तियाँ",
  "Balloons for Children's Day": "बाल दिवस के गुब्बारे",
  "Diyas and rangoli for our Diwali celebration": "हमारे दिवाली उत्सव के लिए दीये और रंगोली",
  "Wrapping gifts for the neighbourhood children's home": "पास के बाल आश्रम के लिए उपहार सजाते हुए",
  "Party hats on for the end-of-term party": "सत्र के अंत की पार्टी के लिए पार्टी टोपियाँ",
  "Our Nursery class's favourite bedtime song: Twinkle Twinkle Little Star. Sing along at home!":
    "हमारी नर्सरी कक्षा का पसंदीदा लोरी-गीत: ट्विंकल ट्विंकल लिटिल स्टार। घर पर साथ गाइए!",
  "The movement song that starts every Friday dance session": "हर शुक्रवार के नृत्य सत्र की शुरुआत करने वाला गीत",
  "Wheels on the Bus: practised before our first school bus trip": "व्हील्स ऑन द बस: स्कूल बस की पहली सैर से पहले इसका अभ्यास किया",
  "Counting with Five Little Ducks in Junior KG maths time": "जूनियर KG के गणित के समय फ़ाइव लिटिल डक्स के साथ गिनती",

  // ── Sunshine: team designations ──
  Principal: "प्रधानाचार्य",
  "Vice Principal": "उप-प्रधानाचार्य",
  "Nursery Teacher": "नर्सरी शिक्षक",
  "Junior KG Teacher": "जूनियर KG शिक्षक",
  "Senior KG Teacher": "सीनियर KG शिक्षक",
  "Art & Craft Teacher": "कला और शिल्प शिक्षक",
  "Music & Dance Teacher": "संगीत और नृत्य शिक्षक",
  "Day Care Coordinator": "डे-केयर समन्वयक",

  // ── Sunshine: events ──
  "Annual Day: Colours of India": "वार्षिकोत्सव: भारत के रंग",
  "Every child took the stage for songs and folk dances from across India. Thank you, parents, for filling the hall with cheers!":
    "हर बच्चे ने मंच पर देश भर के गीत और लोकनृत्य प्रस्तुत किए। अभिभावकों, तालियों से सभागार भर देने के लिए धन्यवाद!",
  "Sports Day": "खेल दिवस",
  "Flat races, frog jumps and the much-loved lemon-and-spoon race. Every runner went home with a medal and a big smile.":
    "दौड़, मेंढक-कूद और सबकी पसंदीदा नींबू-चम्मच दौड़। हर धावक पदक और बड़ी मुस्कान के साथ घर गया।",
  "Independence Day": "स्वतंत्रता दिवस",
  "Our Senior KG children hoisted the flag with the Principal, sang the national anthem and made tricolour paper flags to take home.":
    "हमारे सीनियर KG के बच्चों ने प्रधानाचार्य के साथ ध्वज फहराया, राष्ट्रगान गाया और घर ले जाने के लिए काग़ज़ के तिरंगे बनाए।",
  "Grandparents' Day": "दादा-दादी, नाना-नानी दिवस",
  "Dadis, dadas, nanis and nanas joined us for stories, games and a special song the children had been practising for weeks.":
    "दादी, दादा, नानी और नाना कहानियों, खेलों और एक ख़ास गीत के लिए हमारे साथ आए, जिसका बच्चे हफ़्तों से अभ्यास कर रहे थे।",
  "Rhyme Week Sing-Along": "कविता सप्ताह: साथ गाएँ",
  "During Rhyme Week each class chose a favourite song to perform. The Nursery class picked this one: clap, stamp and sing along!":
    "कविता सप्ताह में हर कक्षा ने प्रस्तुति के लिए अपना पसंदीदा गीत चुना। नर्सरी कक्षा ने यह चुना: ताली बजाइए, पैर थपथपाइए और साथ गाइए!",
  "Road Safety Week": "सड़क सुरक्षा सप्ताह",
  "We learnt to cross the road holding hands, to wait for the green man and to sit safely on the school bus, all with a little help from this song.":
    "हमने हाथ पकड़कर सड़क पार करना, हरी बत्ती का इंतज़ार करना और स्कूल बस में सुरक्षित बैठना सीखा, और इस गीत ने इसमें हमारी मदद की।",

  // ── Mission, vision, values (both schools) ──
  "Our Mission": "हमारा लक्ष्य",
  "Our Vision": "हमारी दृष्टि",
  "To give every child a warm, safe and joyful place to take their first steps in learning, where play, curiosity and care come first and each child is known by name, strengths and dreams.":
    "हर बच्चे को सीखने के पहले कदमों के लिए एक स्नेहपूर्ण, सुरक्षित और आनंदमय जगह देना, जहाँ खेल, जिज्ञासा और देखभाल सबसे पहले हों और हर बच्चे को उसके नाम, खूबियों और सपनों से जाना जाए।",
  "To be Pune's most trusted early learning community: confident, kind and curious children, partnering families and teachers who never stop learning themselves.":
    "पुणे का सबसे भरोसेमंद प्रारंभिक शिक्षा समुदाय बनना: आत्मविश्वासी, दयालु और जिज्ञासु बच्चे, साथ चलने वाले परिवार और ऐसे शिक्षक जो ख़ुद भी सीखना कभी नहीं छोड़ते।",
  Care: "देखभाल",
  "We look after every child as our own: their safety, health and feelings come first.":
    "हम हर बच्चे की देखभाल अपने बच्चे की तरह करते हैं: उसकी सुरक्षा, सेहत और भावनाएँ सबसे पहले।",
  Curiosity: "जिज्ञासा",
  "Questions are welcome here. We explore, experiment and wonder together every day.":
    "यहाँ सवालों का स्वागत है। हम हर दिन साथ मिलकर खोजते, प्रयोग करते और अचरज करते हैं।",
  Respect: "सम्मान",
  "We listen, take turns and celebrate each other's languages, festivals and families.":
    "हम सुनते हैं, अपनी बारी का इंतज़ार करते हैं और एक-दूसरे की भाषाओं, त्योहारों और परिवारों का उत्सव मनाते हैं।",
  Joy: "आनंद",
  "Children learn best when they are happy, so we fill each day with songs, stories and laughter.":
    "बच्चे ख़ुश हों तो सबसे अच्छा सीखते हैं, इसलिए हम हर दिन गीतों, कहानियों और हँसी से भर देते हैं।",

  // ── Sunshine: our story ──
  "A Dream Takes Root": "एक सपने की शुरुआत",
  "Meera Deshpande, a Montessori teacher of fifteen years, opened a small play group in her Baner home with eight children and one big dream.":
    "पंद्रह वर्षों से मॉन्टेसरी शिक्षिका मीरा देशपांडे ने आठ बच्चों और एक बड़े सपने के साथ बानेर में अपने घर पर एक छोटा प्ले ग्रुप शुरू किया।",
  "Our First Campus": "हमारा पहला परिसर",
  "We moved into our own building on Baner Road with three bright classrooms, a sand pit and a garden.":
    "हम बानेर रोड पर अपनी इमारत में आ गए, जिसमें तीन उजली कक्षाएँ, रेत का गड्ढा और एक बगीचा था।",
  "A Library for Little Readers": "नन्हे पाठकों के लिए पुस्तकालय",
  "Parents helped us build a picture-book library of over 1,500 books in English, Marathi and Hindi, and a weekly book-lending day began.":
    "अभिभावकों की मदद से हमने अंग्रेज़ी, मराठी और हिन्दी की 1,500 से ज़्यादा चित्र-पुस्तकों का पुस्तकालय बनाया, और हर हफ़्ते किताबें घर ले जाने का दिन शुरू हुआ।",
  "Learning Together, Apart": "दूर रहकर भी साथ सीखना",
  "During the lockdown our teachers ran short online circle times and delivered activity kits to every family's door.":
    "लॉकडाउन के दौरान हमारे शिक्षकों ने छोटे ऑनलाइन सर्कल टाइम चलाए और हर परिवार के दरवाज़े तक गतिविधि किट पहुँचाईं।",
  "Recognised for Excellence": "उत्कृष्टता के लिए सम्मान",
  "A city early-education forum recognised our play-based curriculum, the same year our new day care wing, nap room and kitchen opened.":
    "शहर के एक प्रारंभिक शिक्षा मंच ने हमारे खेल-आधारित पाठ्यक्रम को सम्मानित किया; उसी वर्ष हमारा नया डे-केयर भवन, विश्राम कक्ष और रसोई खुले।",
  "Ten Years of Sunshine": "सनशाइन के दस वर्ष",
  "More than 1,200 children have now started their learning journey with us, and many of our first students visit to read to the little ones.":
    "अब तक 1,200 से ज़्यादा बच्चे हमारे साथ सीखने का सफ़र शुरू कर चुके हैं, और हमारे पहले विद्यार्थियों में से कई नन्हों को कहानियाँ पढ़कर सुनाने आते हैं।",

  // ── Rainbow Early Learning Centre: profile ──
  "Rainbow Early Learning Centre": "रेनबो अर्ली लर्निंग सेंटर",
  "Rainbow Early Learning Centre is a nurturing preschool and day care in HSR Layout, Bengaluru, for children from 12 months to 6 years. Our garden classrooms, story-rich curriculum and small groups help every child learn at their own pace, in English and Kannada, with plenty of time outdoors.":
    "रेनबो अर्ली लर्निंग सेंटर HSR लेआउट, बेंगलुरु में 12 महीने से 6 वर्ष तक के बच्चों के लिए एक स्नेहपूर्ण प्रीस्कूल और डे-केयर है। हमारी बगीचे वाली कक्षाएँ, कहानियों से भरा पाठ्यक्रम और छोटे समूह हर बच्चे को अपनी गति से, अंग्रेज़ी और कन्नड़ में, खुले में भरपूर समय के साथ सीखने में मदद करते हैं।",
  "No. 12, 8th Main Road, Sector 4": "नं. 12, 8वीं मेन रोड, सेक्टर 4",
  "HSR Layout, opposite Agara Lake Park": "HSR लेआउट, अगरा लेक पार्क के सामने",
  Bengaluru: "बेंगलुरु",
  Karnataka: "कर्नाटक",
  "A warm, green place where children from 12 months to 6 years learn through stories, play and the outdoors.":
    "एक स्नेहपूर्ण, हरी-भरी जगह जहाँ 12 महीने से 6 वर्ष तक के बच्चे कहानियों, खेल और खुले वातावरण से सीखते हैं।",
  "12 months to 6 years": "12 महीने से 6 वर्ष",
  "8:00 AM - 6:00 PM": "सुबह 8:00 - शाम 6:00",
  "Monday – Friday: 8:00 AM – 6:00 PM\nSaturday: 9:00 AM – 1:00 PM\nSunday & public holidays: Closed":
    "सोमवार – शुक्रवार: सुबह 8:00 – शाम 6:00\nशनिवार: सुबह 9:00 – दोपहर 1:00\nरविवार और सार्वजनिक अवकाश: बंद",
  "Monday – Friday: 9:00 AM – 4:00 PM (day care until 6:00 PM)\nSaturday: 9:00 AM – 12:00 PM\nSunday: Closed":
    "सोमवार – शुक्रवार: सुबह 9:00 – शाम 4:00 (डे-केयर शाम 6:00 तक)\nशनिवार: सुबह 9:00 – दोपहर 12:00\nरविवार: बंद",

  // ── Rainbow: carousel, categories, gallery ──
  "Where every colour of childhood shines": "जहाँ बचपन का हर रंग चमकता है",
  "Fresh air, open skies and room to run": "ताज़ी हवा, खुला आसमान और दौड़ने की जगह",
  "Story time under our big neem tree": "हमारे बड़े नीम के पेड़ के नीचे कहानी का समय",
  "Music and movement every single day": "हर दिन संगीत और हलचल",
  "Little gardeners growing big ideas": "नन्हे माली, बड़े विचार",
  "Learning Corner": "सीखने का कोना",
  "Garden & Nature": "बगीचा और प्रकृति",
  "Creative Arts": "रचनात्मक कलाएँ",
  "Music & Movement": "संगीत और हलचल",
  Festivals: "त्योहार",
  "Little scientists at the discovery table": "खोज की मेज़ पर नन्हे वैज्ञानिक",
  "Curling up with a picture book in the reading nook": "पठन कोने में चित्र-पुस्तक के साथ आराम से",
  "Story and sharing time around the big table": "बड़ी मेज़ के चारों ओर कहानी और बातचीत का समय",
  "Counting, sorting and stacking with blocks": "ब्लॉकों से गिनना, छाँटना और जमाना",
  "Circles, triangles and stars on the board": "बोर्ड पर वृत्त, त्रिभुज और तारे",
  "Watering the flower beds in our school garden": "स्कूल के बगीचे की क्यारियों को पानी देते हुए",
  "Kites in the sky on Makar Sankranti": "मकर संक्रांति पर आसमान में पतंगें",
  "Slide and swing time in the play yard": "खेल के मैदान में फिसलपट्टी और झूलों का समय",
  "Building a sandcastle kingdom": "रेत के महलों का राज्य बनाते हुए",
  "Chasing the big ball across the lawn": "लॉन पर बड़ी गेंद के पीछे दौड़ते हुए",
  "Paint, brushes and a rainbow of colours": "रंग, कूचियाँ और इंद्रधनुषी रंग",
  "Our gallery of fish, trees and flowers": "मछलियों, पेड़ों और फूलों की हमारी गैलरी",
  "Crayon drawings of home and family": "घर और परिवार के क्रेयॉन चित्र",
  "An easel masterpiece in progress": "ईज़ल पर बनती एक उत्कृष्ट कृति",
  "Clay creations from our Tuesday workshop": "मंगलवार की कार्यशाला में मिट्टी की रचनाएँ",
  "Dancing together on the stage": "मंच पर साथ नाचते हुए",
  "Finding the notes on the keyboard": "कीबोर्ड पर सुर खोजते हुए",
  "Hand-in-hand in the circle dance": "घेरा नृत्य में हाथों में हाथ",
  "Guitar, tambourine and maracas in the music corner": "संगीत कोने में गिटार, खंजरी और मराकस",
  "Drum and xylophone band practice": "ढोल और ज़ाइलोफ़ोन बैंड का अभ्यास",
  "Diyas and rangoli for Deepavali": "दीपावली के लिए दीये और रंगोली",
  "Gifts for our Christmas gift-sharing circle": "क्रिसमस पर उपहार बाँटने के घेरे के लिए उपहार",
  "Party hats on for Children's Day": "बाल दिवस पर पार्टी टोपियाँ",
  "A birthday cake for everyone born in June": "जून में जन्मे सभी बच्चों के लिए जन्मदिन का केक",
  "Balloons for the last day of term": "सत्र के आख़िरी दिन के गुब्बारे",
  "Five Little Ducks: our Pre-Nursery counting song": "फ़ाइव लिटिल डक्स: हमारी प्री-नर्सरी का गिनती गीत",
  "If You're Happy and You Know It: the song we use to say good morning": "इफ़ यू आर हैप्पी एंड यू नो इट: सुप्रभात कहने का हमारा गीत",
  "Baby Shark: our Friday dance-party favourite": "बेबी शार्क: शुक्रवार की नृत्य-पार्टी का हमारा पसंदीदा",
  "Twinkle Twinkle Little Star, for our Night Sky week in the garden":
    "ट्विंकल ट्विंकल लिटिल स्टार, बगीचे में हमारे रात्रि आकाश सप्ताह के लिए",

  // ── Rainbow: team designations ──
  "Founder & Director": "संस्थापक और निदेशक",
  "Centre Administrator": "केंद्र प्रशासक",
  "Head of Early Years": "प्रारंभिक वर्ष प्रमुख",
  "Pre-Nursery Teacher": "प्री-नर्सरी शिक्षक",
  "Kindergarten Teacher": "किंडरगार्टन शिक्षक",
  "Storytelling & Library Teacher": "कहानी और पुस्तकालय शिक्षक",
  "Music & Movement Teacher": "संगीत और हलचल शिक्षक",
  "Outdoor Play & Yoga Coach": "आउटडोर खेल और योग प्रशिक्षक",

  // ── Rainbow: events ──
  "Holi: A Festival of Colours": "होली: रंगों का त्योहार",
  "Safe, skin-friendly colours, white clothes and a lot of giggles. The children learnt the story of Holi and painted the garden with joy.":
    "त्वचा के लिए सुरक्षित रंग, सफ़ेद कपड़े और ढेर सारी खिलखिलाहट। बच्चों ने होली की कहानी सीखी और ख़ुशी से बगीचे को रंग दिया।",
  "Little Scientists' Fair": "नन्हे वैज्ञानिकों का मेला",
  "Fizzing volcanoes, paper rockets and colour-mixing test tubes: our kindergarten children proudly explained every experiment to visiting parents.":
    "झाग उगलते ज्वालामुखी, काग़ज़ के रॉकेट और रंग मिलाती परखनलियाँ: हमारे किंडरगार्टन के बच्चों ने आए हुए अभिभावकों को गर्व से हर प्रयोग समझाया।",
  "Van Mahotsav Tree Planting": "वन महोत्सव: पौधारोपण",
  "Each class planted and named a sapling in the school garden. The children take turns watering them every morning.":
    "हर कक्षा ने स्कूल के बगीचे में एक पौधा लगाया और उसका नाम रखा। बच्चे बारी-बारी से हर सुबह उन्हें पानी देते हैं।",
  "Graduation Day": "दीक्षांत दिवस",
  "Caps, gowns and a few happy tears as our UKG class said goodbye and set off for big school. We are so proud of you!":
    "टोपी, गाउन और ख़ुशी के कुछ आँसू, जब हमारी UKG कक्षा ने विदा ली और बड़े स्कूल की ओर चल पड़ी। हमें आप पर बहुत गर्व है!",
  "Rhymes in the Garden": "बगीचे में कविताएँ",
  "Every Thursday we take our songs outdoors. This counting rhyme was the Pre-Nursery class's pick for the term. Sing along!":
    "हर गुरुवार हम अपने गीत बाहर ले जाते हैं। इस सत्र के लिए प्री-नर्सरी कक्षा ने यह गिनती वाली कविता चुनी। साथ गाइए!",
  "Transport Week": "परिवहन सप्ताह",
  "Buses, autos and the Namma Metro: the children built vehicles from boxes and rode them around the play yard to this song.":
    "बसें, ऑटो और नम्मा मेट्रो: बच्चों ने डिब्बों से गाड़ियाँ बनाईं और इस गीत पर उन्हें खेल के मैदान में घुमाया।",

  // ── Rainbow: mission, vision, values ──
  "To nurture happy, healthy and curious children through play, nature and stories, in small groups where every child feels seen, safe and loved.":
    "खेल, प्रकृति और कहानियों के ज़रिए ख़ुश, स्वस्थ और जिज्ञासु बच्चों को पोषित करना, ऐसे छोटे समूहों में जहाँ हर बच्चा ख़ुद को देखा हुआ, सुरक्षित और प्यार पाया हुआ महसूस करे।",
  "A generation of children who love learning, care for each other and for the planet, and carry the confidence of a joyful early childhood into life.":
    "बच्चों की ऐसी पीढ़ी जो सीखने से प्यार करे, एक-दूसरे और धरती की परवाह करे, और आनंदमय बचपन का आत्मविश्वास जीवन भर साथ रखे।",
  Inclusion: "समावेश",
  "Every child belongs here, whatever their language, ability or background.":
    "हर बच्चा यहाँ अपना है, चाहे उसकी भाषा, क्षमता या पृष्ठभूमि कुछ भी हो।",
  Wonder: "अचरज",
  "We follow children's questions and let them discover answers with their own hands.":
    "हम बच्चों के सवालों के साथ चलते हैं और उन्हें अपने हाथों से जवाब खोजने देते हैं।",
  Responsibility: "ज़िम्मेदारी",
  "Little hands care for our garden, our classroom and our planet.":
    "नन्हे हाथ हमारे बगीचे, हमारी कक्षा और हमारी धरती की देखभाल करते हैं।",
  Kindness: "दयालुता",
  "We share, we help, and we say sorry and thank you, every day.": "हम बाँटते हैं, मदद करते हैं, और हर दिन माफ़ी और धन्यवाद कहते हैं।",

  // ── Rainbow: our story ──
  "An Idea in a Living Room": "बैठक में जन्मा एक विचार",
  "Dr. Lakshmi Narayan, a child development researcher, dreamt of a preschool where children learn outdoors. Six families joined her first weekend play group.":
    "बाल विकास की शोधकर्ता डॉ. लक्ष्मी नारायण ने एक ऐसे प्रीस्कूल का सपना देखा जहाँ बच्चे खुले में सीखें। उनके पहले सप्ताहांत प्ले ग्रुप में छह परिवार जुड़े।",
  "Doors Open in HSR Layout": "HSR लेआउट में दरवाज़े खुले",
  "Rainbow opened with two classrooms, a garden and twenty-four children in Pre-Nursery and Nursery.":
    "रेनबो दो कक्षाओं, एक बगीचे और प्री-नर्सरी व नर्सरी के चौबीस बच्चों के साथ शुरू हुआ।",
  "The Story Library": "कहानियों का पुस्तकालय",
  "Our bilingual story library opened with picture books in Kannada and English, and weekly storytelling for families began.":
    "कन्नड़ और अंग्रेज़ी की चित्र-पुस्तकों के साथ हमारा द्विभाषी कहानी पुस्तकालय खुला, और परिवारों के लिए साप्ताहिक कहानी-सत्र शुरू हुए।",
  "The Garden Classroom": "बगीचे की कक्षा",
  "Vegetable beds, a butterfly corner and a shaded outdoor classroom turned the back garden into a place to learn all year round.":
    "सब्ज़ियों की क्यारियों, तितली कोने और छायादार खुली कक्षा ने पिछले बगीचे को साल भर सीखने की जगह बना दिया।",
  "Recognised for Early Years Care": "प्रारंभिक वर्षों की देखभाल के लिए सम्मान",
  "Rainbow was honoured by a city parents' forum for its safe, child-centred practices and its full-day care programme.":
    "शहर के एक अभिभावक मंच ने रेनबो को उसके सुरक्षित, बाल-केंद्रित तरीक़ों और पूरे दिन के देखभाल कार्यक्रम के लिए सम्मानित किया।",
  "A Trusted Neighbourhood Centre": "मोहल्ले का भरोसेमंद केंद्र",
  "Ten years on, more than 900 children have begun their learning here, and our green campus runs on solar power and rainwater.":
    "दस वर्षों में 900 से ज़्यादा बच्चों ने यहाँ सीखना शुरू किया है, और हमारा हरा-भरा परिसर सौर ऊर्जा और वर्षा जल से चलता है।",

  // ── Admissions: classes and documents (both schools) ──
  Playgroup: "प्लेग्रुप",
  Nursery: "नर्सरी",
  KG: "केजी",
  "Birth certificate": "जन्म प्रमाण पत्र",
  "Child's photo": "बच्चे की तस्वीर",
  "Address proof": "पते का प्रमाण",
  "Immunisation record": "टीकाकरण रिकॉर्ड",

  // ── SPEC's page texts (shared/school-content.ts): fees ──
  "Registration Fee": "पंजीकरण शुल्क",
  "Paid once, when the admission is confirmed.": "एक बार, प्रवेश की पुष्टि होने पर दिया जाता है।",
  "Monthly Tuition Fee": "मासिक शिक्षण शुल्क",
  "Classes, learning materials and daily activities.": "कक्षाएँ, पढ़ाई की सामग्री और रोज़ की गतिविधियाँ।",
  "Activity Fee": "गतिविधि शुल्क",
  "Art materials, music, dance, outings and special activity days.": "कला सामग्री, संगीत, नृत्य, सैर और विशेष गतिविधि दिवस।",
  "Exam Fee": "परीक्षा शुल्क",
  "Assessments, progress reports and portfolio of the year.": "साल भर के मूल्यांकन, प्रगति रिपोर्ट और पोर्टफ़ोलियो।",
  "Bus Fee": "बस शुल्क",
  "Optional: school bus pick-up and drop with a trained attendant.": "वैकल्पिक: प्रशिक्षित सहायक के साथ स्कूल बस से लाना और छोड़ना।",
  "Uniform Fee": "यूनिफ़ॉर्म शुल्क",
  "The school uniform set, including the sports uniform.": "स्कूल यूनिफ़ॉर्म का पूरा सेट, खेल की यूनिफ़ॉर्म सहित।",

  // ── Payment methods ──
  "Credit/Debit Card": "क्रेडिट/डेबिट कार्ड",
  "Pay by any credit or debit card at the school office.": "स्कूल कार्यालय में किसी भी क्रेडिट या डेबिट कार्ड से भुगतान करें।",
  "Cash Payment": "नकद भुगतान",
  "Pay in cash at the school office during business hours; you receive a receipt immediately.":
    "कार्यालय समय में स्कूल कार्यालय में नकद भुगतान करें; रसीद आपको तुरंत मिलती है।",
  "Online Transfer": "ऑनलाइन ट्रांसफ़र",
  "Transfer online by NEFT, IMPS or UPI; the office shares the account details and confirms receipt.":
    "NEFT, IMPS या UPI से ऑनलाइन भुगतान करें; कार्यालय खाते का विवरण देता है और भुगतान मिलने की पुष्टि करता है।",

  // ── Fees FAQs ──
  "When is the monthly fee due?": "मासिक शुल्क कब देना होता है?",
  "The monthly tuition fee (and the bus fee, if your child uses the school bus) is paid at the start of every month. The office shares the due dates for the year at admission and sends a reminder before each one.":
    "मासिक शिक्षण शुल्क (और बस शुल्क, अगर आपका बच्चा स्कूल बस से आता है) हर महीने की शुरुआत में दिया जाता है। कार्यालय प्रवेश के समय पूरे वर्ष की तिथियाँ बताता है और हर तिथि से पहले याद दिलाता है।",
  "Are there any hidden charges?": "क्या कोई छिपा हुआ शुल्क है?",
  "No. The fees listed on this page are everything you pay. Optional extras, such as the summer camp, are always announced in advance and are never charged without your consent.":
    "नहीं। इस पृष्ठ पर दिए गए शुल्क ही आपको देने हैं। समर कैंप जैसी वैकल्पिक चीज़ों की सूचना हमेशा पहले दी जाती है और आपकी सहमति के बिना कभी शुल्क नहीं लिया जाता।",
  "Can I pay the fees in installments?": "क्या मैं शुल्क किस्तों में दे सकता हूँ?",
  "Yes. Besides paying every month, you can ask the office to pay the tuition fee quarterly or in two half-yearly installments. If your family needs a different arrangement, please talk to us; we are happy to help.":
    "हाँ। हर महीने भुगतान के अलावा, आप कार्यालय से कहकर शिक्षण शुल्क तिमाही या दो छमाही किस्तों में दे सकते हैं। अगर आपके परिवार को कोई और व्यवस्था चाहिए, तो हमसे बात करें; हम ख़ुशी से मदद करेंगे।",

  // ── Admission steps ──
  "Register Online": "ऑनलाइन पंजीकरण करें",
  "Fill in the enrollment form on this website with your child's and your details. It takes about five minutes.":
    "इस वेबसाइट पर प्रवेश फ़ॉर्म में अपने बच्चे का और अपना विवरण भरें। इसमें लगभग पाँच मिनट लगते हैं।",
  "Complete Documents": "दस्तावेज़ पूरे करें",
  "Keep your child's birth certificate, two passport-size photos, address proof and the parents' ID proof ready for verification.":
    "जाँच के लिए अपने बच्चे का जन्म प्रमाण पत्र, पासपोर्ट आकार की दो तस्वीरें, पते का प्रमाण और अभिभावकों का पहचान पत्र तैयार रखें।",
  "Pay Admission Fee": "प्रवेश शुल्क का भुगतान करें",
  "Pay the one-time registration fee at the school office or online to reserve your child's seat.":
    "अपने बच्चे की सीट पक्की करने के लिए एक बार का पंजीकरण शुल्क स्कूल कार्यालय में या ऑनलाइन दें।",
  "Visit for Interview": "बातचीत के लिए आइए",
  "Visit us with your child for a short, friendly interaction. There is no test: we simply get to know your child and answer your questions.":
    "अपने बच्चे के साथ एक छोटी, दोस्ताना बातचीत के लिए आइए। कोई परीक्षा नहीं है: हम बस आपके बच्चे को जानते हैं और आपके सवालों के जवाब देते हैं।",
  "Confirm Admission": "प्रवेश की पुष्टि",
  "Once the documents are verified, we confirm the admission and share the class, timings and the list of things to bring.":
    "दस्तावेज़ों की जाँच के बाद हम प्रवेश की पुष्टि करते हैं और कक्षा, समय और साथ लाने वाली चीज़ों की सूची बताते हैं।",
  "Let the Journey Begin!": "सफ़र शुरू करें!",
  "Join the orientation day, meet the class teacher and get ready for your child's first happy day at school.":
    "परिचय दिवस में शामिल हों, कक्षा शिक्षक से मिलें और स्कूल में अपने बच्चे के पहले खुशहाल दिन की तैयारी करें।",

  // ── Admission FAQs ──
  "What is the admission process?": "प्रवेश की प्रक्रिया क्या है?",
  "Register online through the enrollment form, submit the documents, pay the registration fee and visit us for a short interaction with your child. Admissions are confirmed in order of registration while seats are available, and our office calls you after your registration to guide you through each step.":
    "प्रवेश फ़ॉर्म से ऑनलाइन पंजीकरण करें, दस्तावेज़ जमा करें, पंजीकरण शुल्क दें और अपने बच्चे के साथ एक छोटी बातचीत के लिए आइए। सीटें उपलब्ध रहने तक प्रवेश पंजीकरण के क्रम में पक्के होते हैं, और पंजीकरण के बाद हमारा कार्यालय आपको फ़ोन करके हर कदम पर मार्गदर्शन करता है।",
  "Register online through the enrollment form, submit the documents and visit us for a short interaction with your child. Admissions are confirmed in order of registration while seats are available, and our office calls you after your registration to guide you through each step.":
    "प्रवेश फ़ॉर्म से ऑनलाइन पंजीकरण करें, दस्तावेज़ जमा करें और अपने बच्चे के साथ एक छोटी बातचीत के लिए आइए। सीटें उपलब्ध रहने तक प्रवेश पंजीकरण के क्रम में पक्के होते हैं, और पंजीकरण के बाद हमारा कार्यालय आपको फ़ोन करके हर कदम पर मार्गदर्शन करता है।",
  "Which documents are required?": "कौन-से दस्तावेज़ आवश्यक हैं?",
  "Your child's birth certificate, two recent passport-size photographs of your child, address proof (Aadhaar card, utility bill or rent agreement), ID proof of both parents, and the immunisation record. Please bring the originals for verification along with one photocopy of each.":
    "आपके बच्चे का जन्म प्रमाण पत्र, बच्चे की पासपोर्ट आकार की दो हाल की तस्वीरें, पते का प्रमाण (आधार कार्ड, बिजली-पानी का बिल या किराया अनुबंध), माता-पिता दोनों का पहचान पत्र, और टीकाकरण रिकॉर्ड। जाँच के लिए मूल दस्तावेज़ और हर एक की एक फ़ोटोकॉपी साथ लाएँ।",
  "How much is the admission fee?": "प्रवेश शुल्क कितना है?",
  "The one-time registration fee is ₹5,000, paid when you confirm the admission. The full fee list, including the monthly tuition fee, is on our Tuition Fees page.":
    "एक बार का पंजीकरण शुल्क ₹5,000 है, जो प्रवेश पक्का करते समय दिया जाता है। मासिक शिक्षण शुल्क सहित पूरी शुल्क सूची हमारे शिक्षण शुल्क पृष्ठ पर है।",
  "Please ask our office: we share the fees for your child's class when we call you after your registration.":
    "कृपया हमारे कार्यालय से पूछें: पंजीकरण के बाद जब हम आपको फ़ोन करते हैं, तब आपके बच्चे की कक्षा का शुल्क बताते हैं।",

  // ── Why Choose Us ──
  "Qualified Educators": "योग्य शिक्षक",
  "Teachers trained in early childhood education who keep learning through regular workshops.":
    "प्रारंभिक बाल शिक्षा में प्रशिक्षित शिक्षक, जो नियमित कार्यशालाओं से सीखते रहते हैं।",
  "Safe & Secure Campus": "सुरक्षित परिसर",
  "CCTV, secure gates, verified staff and child-safe rooms and play areas.":
    "CCTV, सुरक्षित गेट, जाँचे-परखे कर्मचारी और बच्चों के लिए सुरक्षित कमरे व खेल की जगहें।",
  "Holistic Curriculum": "समग्र पाठ्यक्रम",
  "An NCERT-aligned, play-based curriculum for the mind, body, feelings and creativity.":
    "मन, शरीर, भावनाओं और रचनात्मकता के लिए NCERT के अनुरूप, खेल-आधारित पाठ्यक्रम।",
  "Personalized Attention": "हर बच्चे पर ध्यान",
  "Small groups so that every child is known, heard and supported at their own pace.":
    "छोटे समूह, ताकि हर बच्चे को जाना जाए, सुना जाए और उसकी अपनी गति से साथ दिया जाए।",
  "Modern Facilities": "आधुनिक सुविधाएँ",
  "Bright classrooms, a library corner, smart boards and a shaded outdoor play area.":
    "उजली कक्षाएँ, पुस्तकालय कोना, स्मार्ट बोर्ड और छायादार खुला खेल का मैदान।",
  "Parent Partnership": "अभिभावकों के साथ साझेदारी",
  "Regular meetings, daily updates and family events: we raise children together.":
    "नियमित बैठकें, रोज़ की जानकारी और पारिवारिक आयोजन: हम बच्चों को साथ मिलकर बड़ा करते हैं।",

  // ── Program cards: Early Childhood Development ──
  "Cognitive Development": "संज्ञानात्मक विकास",
  "Puzzles, sorting, counting and pretend play build memory, attention and early problem solving.":
    "पहेलियाँ, छँटाई, गिनती और नाटक वाले खेल याददाश्त, ध्यान और समस्याएँ सुलझाने की शुरुआती समझ बनाते हैं।",
  "Emotional Intelligence": "भावनात्मक समझ",
  "Children learn to name their feelings, calm down, wait their turn and bounce back from little setbacks.":
    "बच्चे अपनी भावनाओं को नाम देना, शांत होना, अपनी बारी का इंतज़ार करना और छोटी-मोटी असफलताओं से उबरना सीखते हैं।",
  "Social Interaction": "मेल-जोल",
  "Group games, circle time and shared projects teach sharing, listening and making friends.":
    "समूह खेल, सर्कल टाइम और साझा प्रोजेक्ट बाँटना, सुनना और दोस्त बनाना सिखाते हैं।",
  "Language & Literacy": "भाषा और साक्षरता",
  "Stories, rhymes, conversations and picture books grow vocabulary and a love of reading.":
    "कहानियाँ, कविताएँ, बातचीत और चित्र-पुस्तकें शब्द-भंडार और पढ़ने का शौक़ बढ़ाती हैं।",
  "Physical Coordination": "शारीरिक तालमेल",
  "Running, climbing, threading beads and drawing develop both big movements and fine motor skills.":
    "दौड़ना, चढ़ना, मोती पिरोना और चित्र बनाना बड़ी हरकतों और बारीक हाथ-कौशल, दोनों को विकसित करते हैं।",
  "Creative Expression": "रचनात्मक अभिव्यक्ति",
  "Painting, clay, music and dance give children many ways to share their ideas.":
    "चित्रकारी, मिट्टी, संगीत और नृत्य बच्चों को अपने विचार व्यक्त करने के कई रास्ते देते हैं।",

  // ── Interactive Learning ──
  "Smart Classrooms": "स्मार्ट कक्षाएँ",
  "Interactive boards bring stories, songs and picture lessons to life for the whole group.":
    "इंटरैक्टिव बोर्ड पूरे समूह के लिए कहानियों, गीतों और चित्र-पाठों को जीवंत बना देते हैं।",
  "Gamified Learning": "खेल-खेल में सीखना",
  "Letters, numbers and shapes practised through games, so that repetition feels like play.":
    "अक्षर, अंक और आकृतियाँ खेलों के ज़रिए दोहराए जाते हैं, ताकि अभ्यास भी खेल जैसा लगे।",
  "Hands-on Activities": "हाथों से करके सीखना",
  "Sand, water, blocks and science trays let children touch, test and discover for themselves.":
    "रेत, पानी, ब्लॉक और विज्ञान की ट्रे बच्चों को ख़ुद छूकर, परखकर और खोजकर सीखने देती हैं।",
  "Collaborative Projects": "मिलकर किए प्रोजेक्ट",
  "Small groups build, plant and create together, learning to share ideas and tasks.":
    "छोटे समूह साथ मिलकर बनाते, पौधे लगाते और रचते हैं, और विचार व काम बाँटना सीखते हैं।",
  "Digital Tools": "डिजिटल साधन",
  "Short, supervised sessions with child-friendly apps, always balanced with play away from screens.":
    "बच्चों के अनुकूल ऐप के साथ छोटे, निगरानी वाले सत्र, हमेशा स्क्रीन से दूर खेल के संतुलन के साथ।",
  "Virtual Exploration": "आभासी सैर",
  "Virtual visits to zoos, oceans and space spark questions that we follow up in class.":
    "चिड़ियाघर, समुद्र और अंतरिक्ष की आभासी सैर ऐसे सवाल जगाती है जिन पर हम कक्षा में आगे बात करते हैं।",

  // ── Day Care Service ──
  "Safe Environment": "सुरक्षित वातावरण",
  "CCTV, secure entry, child-proofed rooms and a strict pick-up policy keep children safe.":
    "CCTV, सुरक्षित प्रवेश, बच्चों के लिए सुरक्षित बनाए गए कमरे और बच्चे को ले जाने के सख़्त नियम बच्चों को सुरक्षित रखते हैं।",
  "Trained Caregivers": "प्रशिक्षित देखभालकर्ता",
  "Caregivers trained in early childhood care and first aid, with a low child-to-adult ratio.":
    "प्रारंभिक बाल देखभाल और प्राथमिक चिकित्सा में प्रशिक्षित देखभालकर्ता, और हर बड़े पर कम बच्चे।",
  "Nutritious Meals": "पौष्टिक भोजन",
  "Freshly cooked, balanced meals and snacks, with allergies and preferences respected.":
    "ताज़ा पका, संतुलित भोजन और नाश्ता, एलर्जी और पसंद-नापसंद का ध्यान रखते हुए।",
  "Learning Through Play": "खेल से सीखना",
  "Stories, art, music and outdoor games keep days lively and full of learning.":
    "कहानियाँ, कला, संगीत और बाहर के खेल दिनों को जीवंत और सीख से भरपूर रखते हैं।",
  "Nap & Rest Time": "झपकी और आराम का समय",
  "A quiet, clean nap room with a regular rest routine suited to each child's age.":
    "शांत, साफ़ विश्राम कक्ष, और हर बच्चे की आयु के अनुसार आराम की नियमित दिनचर्या।",
  "Daily Updates": "रोज़ की जानकारी",
  "A daily report on meals, naps and activities, with photos shared with parents.":
    "भोजन, झपकी और गतिविधियों की रोज़ की रिपोर्ट, तस्वीरों के साथ अभिभावकों को भेजी जाती है।",

  // ── Summer Camps ──
  "Adventure Games": "रोमांचक खेल",
  "Treasure hunts, obstacle courses and team games that build confidence and friendships.":
    "ख़ज़ाने की खोज, बाधा दौड़ और टीम खेल, जो आत्मविश्वास और दोस्ती बढ़ाते हैं।",
  "Creative Workshops": "रचनात्मक कार्यशालाएँ",
  "Clay modelling, puppet making, painting and crafts to take home.":
    "मिट्टी के खिलौने, कठपुतली बनाना, चित्रकारी और घर ले जाने लायक शिल्प।",
  "STEM Activities": "विज्ञान और गणित की गतिविधियाँ",
  "Simple experiments, building challenges and nature investigations for curious minds.":
    "जिज्ञासु मन के लिए सरल प्रयोग, निर्माण की चुनौतियाँ और प्रकृति की खोजबीन।",
  "Songs, rhythm games and dance routines, with a little show for parents at the end.":
    "गीत, ताल के खेल और नृत्य, और आख़िर में अभिभावकों के लिए एक छोटा कार्यक्रम।",
  "Water Fun": "पानी की मस्ती",
  "Supervised splash play and water games to beat the heat.": "गर्मी भगाने के लिए निगरानी में पानी के खेल और छपाक-छपाक।",
  "Personality Development": "व्यक्तित्व विकास",
  "Show-and-tell, storytelling and small responsibilities that help children speak up.":
    "दिखाओ-और-बताओ, कहानी सुनाना और छोटी ज़िम्मेदारियाँ, जो बच्चों को खुलकर बोलना सिखाती हैं।",

  // ── After School Activities ──
  "Homework Support": "गृहकार्य में मदद",
  "Calm, supervised homework time with help from our teachers when it is needed.":
    "शांत, निगरानी वाला गृहकार्य का समय, ज़रूरत पड़ने पर हमारे शिक्षकों की मदद के साथ।",
  "Arts & Crafts": "कला और शिल्प",
  "Drawing, painting and craft projects that build patience and creativity.":
    "चित्र बनाना, रंग भरना और शिल्प के प्रोजेक्ट, जो धैर्य और रचनात्मकता बढ़ाते हैं।",
  "Dance & Movement": "नृत्य और हलचल",
  "Fun dance and movement sessions for fitness, rhythm and coordination.": "फ़िटनेस, ताल और तालमेल के लिए मज़ेदार नृत्य और हलचल के सत्र।",
  "Music Lessons": "संगीत की कक्षाएँ",
  "Singing, rhythm and first steps on simple instruments.": "गाना, ताल और सरल वाद्ययंत्रों पर पहले कदम।",
  "Language Enrichment": "भाषा संवर्धन",
  "Stories, phonics games and conversation in English and the regional language.":
    "अंग्रेज़ी और क्षेत्रीय भाषा में कहानियाँ, ध्वनि-आधारित खेल और बातचीत।",
  "Group Games & Sports": "समूह खेल और खेलकूद",
  "Outdoor games and simple sports that teach teamwork and fair play.":
    "बाहर के खेल और सरल खेलकूद, जो टीम भावना और खेल भावना सिखाते हैं।",

  // ── Support FAQs ──
  "How do I enrol my child?": "मैं अपने बच्चे का प्रवेश कैसे कराऊँ?",
  "Fill in the enrollment form on this website. Our admissions team then calls you to arrange a visit and explain the next steps.":
    "इस वेबसाइट पर प्रवेश फ़ॉर्म भरें। फिर हमारी प्रवेश टीम आपको फ़ोन करके स्कूल भ्रमण तय करती है और आगे के कदम समझाती है।",
  "What is the minimum age for pre-nursery?": "प्री-नर्सरी के लिए न्यूनतम आयु क्या है?",
  "Children should be at least 3 years old to join pre-nursery. For younger children, please ask us about our day care.":
    "प्री-नर्सरी में आने के लिए बच्चे की आयु कम से कम 3 वर्ष होनी चाहिए। छोटे बच्चों के लिए कृपया हमसे हमारे डे-केयर के बारे में पूछें।",
  "Can I take a tour of the school?": "क्या मैं स्कूल देख सकता हूँ?",
  "Yes, we welcome visits. Call or message the office to book a tour on a school day, so that you can see the classes in action.":
    "हाँ, आपका स्वागत है। स्कूल के किसी दिन स्कूल भ्रमण तय करने के लिए कार्यालय को फ़ोन या संदेश करें, ताकि आप कक्षाएँ चलते हुए देख सकें।",
  "Where can I find the fee structure?": "शुल्क की जानकारी कहाँ मिलेगी?",
  "The complete fee structure, payment methods and answers about fees are on our Tuition Fees page.":
    "पूरी शुल्क संरचना, भुगतान के तरीके और शुल्क से जुड़े सवालों के जवाब हमारे शिक्षण शुल्क पृष्ठ पर हैं।",
  "Please call or write to our office: we share the fee structure for your child's class.":
    "कृपया हमारे कार्यालय को फ़ोन करें या लिखें: हम आपके बच्चे की कक्षा की शुल्क संरचना बताते हैं।",

  // ── Directions ──
  "On foot": "पैदल",
  "A 10-minute walk from the neighbourhood park.": "मोहल्ले के पार्क से 10 मिनट की पैदल दूरी।",
  "By bus": "बस से",
  "The nearest bus stop is a short walk from our gate; ask the conductor for the school stop.":
    "सबसे नज़दीकी बस स्टॉप हमारे गेट से थोड़ी ही दूरी पर है; कंडक्टर से स्कूल वाला स्टॉप पूछ लें।",
  "By train": "ट्रेन से",
  "The railway station is just 5 minutes away by auto-rickshaw or car.": "रेलवे स्टेशन ऑटो-रिक्शा या कार से बस 5 मिनट की दूरी पर है।",
};

/** A row's Hindi versions of `fields` from DEMO_HINDI, as its `translations` column holds them. */
export function demoTranslations(row: object, fields: readonly string[]): string {
  const values: Record<string, unknown> = { ...row };
  const hi: Record<string, string> = {};
  for (const field of fields) {
    const english = values[field];
    if (typeof english !== "string" || english === "") continue;
    const hindi = Object.hasOwn(DEMO_HINDI, english) ? DEMO_HINDI[english] : undefined;
    if (hindi) hi[field] = hindi;
  }
  return JSON.stringify(Object.keys(hi).length > 0 ? { hi } : {});
}

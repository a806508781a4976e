// Spam as it reaches a studio's contact form: SEO and ranking offers, outsourcing shops
// pitching the studio itself, backlink and guest-post requests, crypto and loan scams, fake
// copyright notices, casino, pharmacy and dating junk, AI-written cold outreach, link-stuffed
// keyword salad and random bot strings. Some are written to be hard: not every one is caught.
import { entry, type CorpusEntry } from "./corpus-entry.ts";

const s = (name: string, email: string, message: string, company: string | null = null) => entry("spam", name, email, message, company);

export const spamCorpus: CorpusEntry[] = [
  // SEO and ranking offers
  s(
    "David Miller",
    "david.seoexpert@gmail.com",
    "Hello, I was checking your website and noticed it is not ranking on the first page of Google for important keywords. We can get you on page 1 within 90 days with our white hat SEO. Shall I send you a free audit report?",
    "Rank Masters",
  ),
  s(
    "Jessica",
    "jessica.webranks@outlook.com",
    "Hi Team, your site is missing out on a lot of organic traffic. Our SEO package will boost your rankings and bring 10x more visitors. Reply with 'YES' and I will send pricing.",
  ),
  s(
    "Mike Anderson",
    "mike@topseopros.net",
    "Dear Business Owner, Are you interested in getting your website to the TOP of Google search results? We offer affordable SEO services starting at $199/month. Guaranteed results or your money back!",
    "Top SEO Pros",
  ),
  s(
    "Sophia Brown",
    "sophia.digitalgrowth@gmail.com",
    "Hi, I'm a digital marketing consultant. I found a few technical errors on your website which stop it from appearing in Google's top results. Can I send you a detailed report for free? No obligation.",
  ),
  s(
    "Rahul Sharma",
    "rahul.seo.services@gmail.com",
    "Hello Sir/Madam, Greetings of the day! We are a leading SEO company in India with 10+ years of experience. We can improve your keyword rankings, domain authority and organic traffic. Please share your requirements.",
    "Webtech Solutions",
  ),
  s(
    "Emily Johnson",
    "emilyseo.consult@yahoo.com",
    "Your website deserves to be seen! Currently you are on page 4 for 'design studio'. Let our experts rank you higher on Google, Bing and Yahoo. Get a FREE website analysis today.",
  ),
  s(
    "Mark",
    "mark.traffic@gmx.com",
    "We noticed that your website is getting very little traffic. Our proven local SEO strategy puts your business in the Google Maps 3-pack. Interested? Just reply to this message.",
  ),
  s(
    "Tobias",
    "tobias.ranking@web.de",
    "Hallo, Ihre Website ist bei Google kaum sichtbar. Wir bringen Sie auf die erste Seite bei Google – garantiert! Suchmaschinenoptimierung ab 149 € im Monat. Darf ich Ihnen ein unverbindliches Angebot schicken?",
    "Ranking Profis",
  ),
  s(
    "Carlos",
    "carlos.posicionamiento@gmail.com",
    "Hola, hemos analizado su web y no aparece en la primera página de Google. Ofrecemos posicionamiento SEO garantizado a precios económicos. ¿Le interesa recibir una auditoría gratuita?",
  ),
  s(
    "Marek",
    "marek.pozycjonowanie@interia.pl",
    "Dzień dobry, Państwa strona nie jest widoczna w Google. Oferujemy skuteczne pozycjonowanie stron - pierwsza strona Google w 3 miesiące. Zapraszam do kontaktu.",
  ),
  s(
    "Pierre",
    "pierre.referencement@gmail.com",
    "Bonjour, votre site n'apparaît pas en première page de Google. Nous proposons un référencement naturel efficace avec résultats garantis. Audit SEO offert !",
  ),
  s(
    "Alex Turner",
    "alex@rankboostdigital.com",
    "Quick question - who handles your SEO? I ran your site through our tool and it scored 42/100. We've helped 500+ agencies double their organic traffic in 6 months. Worth a 10 minute chat?",
    "RankBoost Digital",
  ),
  s(
    "Nancy",
    "nancyseo@gmail.com",
    "Hi, Want more customers? Get your website on top of Google with our SEO. Check our plans: https://bit.ly/3xSeoPlans",
  ),
  s(
    "Olivia Wilson",
    "olivia.wilson.marketing@gmail.com",
    "Hello, I'd love to help your website rank for competitive keywords. I specialise in on-page optimisation, technical SEO and content. My rates are very reasonable. Let me know if you're interested and I'll share some case studies.",
  ),
  s(
    "Brian",
    "brian.google.ranking@outlook.com",
    "Is your website showing up when customers search? Most businesses lose 70% of leads because they are invisible on Google. We fix that. Monthly plans from $99.",
  ),

  // Backlinks, guest posts, link insertions
  s(
    "Anna Smith",
    "anna.outreach@gmail.com",
    "Hi, I am looking for guest post opportunities on your website. I can provide high-quality, unique content with one do-follow backlink. What would be your price for a sponsored post?",
  ),
  s(
    "Kevin Lee",
    "kevin.linkbuilding@gmail.com",
    "Hello, we sell high DA backlinks (DA 50+) from real sites with organic traffic. Niche edits, guest posts and PBN links available. Check our list: https://tinyurl.com/da50links",
    "LinkVault",
  ),
  s(
    "Sarah Davis",
    "sarah.contentwriter99@gmail.com",
    "Hey there! I'm a content writer and I'd like to contribute an article to your blog. In return, I'd only need a link back to my client's site. Do you accept guest contributions?",
  ),
  s(
    "Marketing Team",
    "outreach@linkpros.biz",
    "We are interested in buying a link insertion in an existing article on your site. Budget $50 per link. Please send your rates for dofollow links and sponsored posts.",
    "LinkPros",
  ),
  s(
    "Jenny",
    "jenny.collab.posts@gmail.com",
    "Hi admin, I'm reaching out to ask if you accept paid guest posts. We have several clients in the tech niche. Can you share your price list and the DR of your site?",
  ),
  s(
    "Lukas",
    "lukas.backlinks@gmx.de",
    "Hallo, wir suchen Gastbeiträge auf Ihrer Website mit einem Dofollow-Backlink. Wir zahlen 80 € pro Artikel. Interesse?",
  ),
  s(
    "Ivan",
    "ivan.links@mail.ru",
    "Hello! Offer to buy backlinks from your site. Do-follow, permanent. Pay via PayPal or crypto. Write me in telegram @ivanlinks",
  ),
  s(
    "Rebecca",
    "rebecca.pr.outreach@gmail.com",
    "Hello, I'm managing PR for several brands. Would you be interested in publishing a sponsored article on your blog with 2 backlinks? We pay promptly via PayPal.",
  ),

  // Outsourcing shops pitching the studio
  s(
    "Rajesh Kumar",
    "rajesh@devsoftindia.com",
    "Hello, We are a software development company with 150+ developers. We offer dedicated developers at $15/hour for web, mobile, React, Node and Laravel. We work as a white label partner for agencies like yours. Can we schedule a call?",
    "DevSoft India",
  ),
  s(
    "Amit",
    "amit.offshore@gmail.com",
    "Hi, Hope you are doing well. Are you looking to outsource your development work? Our team provides offshore web development at affordable rates with 24/7 support. Let me know a good time to connect.",
  ),
  s(
    "Priya Nair",
    "priya@pixelperfectoutsourcing.com",
    "Greetings! I represent a team of 40 designers and developers. We can act as your white-label extension team and handle overflow projects. Rates start at $18/hr. Free trial task available.",
    "PixelPerfect Outsourcing",
  ),
  s(
    "John Smith",
    "john@hire-remote-devs.com",
    "Hi there, hiring developers is expensive. Hire dedicated remote developers from our vetted talent pool at a fraction of the cost. Staff augmentation with no long-term commitment. Book a free consultation: https://calendly.com/hire-remote/15min",
    "HireRemote",
  ),
  s(
    "Vikram",
    "vikram.webdev.services@gmail.com",
    "Dear Sir, we are a web design and development company. We design websites, e-commerce, mobile apps and provide digital marketing. Please let me know if you need any of these services. Thanks and regards.",
  ),
  s(
    "Ana Reyes",
    "ana.reyes@nearshoreteams.co",
    "Hi! Agencies like yours use our nearshore developers in Latin America to scale delivery without hiring. Same time zone, senior engineers, $35/hr. Open to a quick intro call this week?",
    "Nearshore Teams",
  ),
  s(
    "Oksana",
    "oksana.it.outsource@gmail.com",
    "Hello! We are IT outsourcing company from Ukraine. Our developers have 5+ years experience. We can take your projects on white-label basis. Portfolio and CVs on request.",
  ),
  s(
    "Sunil",
    "sunil.design.studio@gmail.com",
    "Hi, I am a freelance graphic designer. I can design logos, banners, social posts for your agency clients at very low cost. Unlimited revisions. Please give me a chance.",
  ),
  s(
    "Team Lead",
    "bd@codecraft-solutions.in",
    "Greetings from CodeCraft Solutions! We noticed you are a design agency. Do you need help with WordPress, Shopify or custom development for your clients? We offer white label services with NDA. Reply to discuss.",
    "CodeCraft Solutions",
  ),
  s(
    "Kamil",
    "kamil.outsourcing@gmail.com",
    "Dzień dobry, oferujemy outsourcing programistów dla agencji. Stawki od 25 EUR/h. Czy mogę przesłać ofertę?",
  ),

  // Crypto and loan scams, money offers
  s(
    "Crypto Bonus",
    "bonus@btc-gifts.io",
    "Congratulations! You have received 0.75 BTC in your account. To withdraw your Bitcoin, log in here: https://btc-gift-withdraw.io/claim?id=88213. Offer expires in 24 hours!",
  ),
  s(
    "Michael Roberts",
    "michaelroberts.invest@gmail.com",
    "Earn $3,000 per week with our automated crypto trading bot. Guaranteed daily profit of 5%. Join thousands of happy investors today: https://cutt.ly/cryptoprofit",
  ),
  s(
    "Linda",
    "linda.loans@outlook.com",
    "Do you need a loan? We offer personal and business loans at 2% interest rate. Bad credit accepted. Fast approval within 24 hours. Contact us via WhatsApp +44 7700 900123.",
  ),
  s(
    "Mr. James Anderson",
    "jamesanderson.barrister@gmail.com",
    "Dear Friend, I am Barrister James Anderson. I have a proposal for you regarding an unclaimed fund of $12.5 million belonging to a late client who shares your surname. Please reply for more details. Strictly confidential.",
  ),
  s(
    "Invest",
    "invest@forexsignals.club",
    "Passive income with forex and crypto signals. 95% accuracy. Turn $250 into $10,000 in one month. Register now: https://forexsignals.club/join",
  ),
  s(
    "Anna",
    "anna.binance.support@gmail.com",
    "Your wallet has been flagged for suspicious activity. Verify your wallet immediately to avoid suspension: https://wallet-verify-secure.com/connect",
  ),
  s(
    "Robert",
    "robert.funding@yahoo.com",
    "Business funding available: get up to $500,000 with no collateral. Same day approval, no credit check. Apply now at https://rb.gy/fastfunding",
  ),
  s(
    "Elon",
    "giveaway@elon-official.live",
    "Official giveaway! Send any amount of BTC or ETH to the address below and receive double back. Limited time only! 1BoatSLRHtKNngkdXEeobR76b53LETtpyT",
  ),
  s(
    "Marta",
    "marta.inwestycje@gmail.com",
    "Zarabiaj nawet 5000 zł tygodniowo inwestując w kryptowaluty! Gwarantowany zysk. Zarejestruj się: https://bit.ly/zysk-krypto",
  ),
  s(
    "Klaus",
    "klaus.kredit@gmx.net",
    "Schnell und einfach einen Kredit erhalten, auch ohne Schufa! Zinsen ab 1,9 %. Sofortige Auszahlung. Kontaktieren Sie uns per WhatsApp.",
  ),
  s(
    "Vanessa",
    "vanessa.trader@gmail.com",
    "Hi dear, I'm a professional crypto trader. I help people grow their investment with guaranteed returns. I made my clients over $40k last month. Let's talk on Telegram @vanessa_fx",
  ),

  // Fake copyright notices and fake legal threats
  s(
    "Melissa Harper",
    "melissa.photography.claims@gmail.com",
    "Hello, Your website uses my copyrighted images without permission. This is copyright infringement. Here is the list of my photographs you used: https://sites.google.com/view/my-images-proof-7721. Remove them within 48 hours or I will take legal action under the DMCA.",
  ),
  s(
    "Copyright Department",
    "legal@image-rights-agency.com",
    "NOTICE OF COPYRIGHT INFRINGEMENT. We represent the photographer whose work appears on your site without licence. Please review the evidence at https://is.gd/evidence221 and contact us to settle the claim.",
    "Image Rights Agency",
  ),
  s(
    "Jane Cooper",
    "jane.cooper.illustrations@gmail.com",
    "Hi, I'm an illustrator and I found my illustrations on your website. You used my images without permission. Please check the links to my original work: https://bit.ly/jc-originals. I expect compensation or I'll file a DMCA complaint with your hosting provider.",
  ),
  s(
    "Sandra",
    "sandra.fotografie@web.de",
    "Sehr geehrte Damen und Herren, auf Ihrer Website werden meine urheberrechtlich geschützten Fotos ohne Genehmigung verwendet. Die Nachweise finden Sie hier: https://tinyurl.com/beweise-foto. Bitte entfernen Sie die Bilder umgehend, sonst leite ich rechtliche Schritte ein.",
  ),
  s(
    "Legal Team",
    "dmca@takedown-notices.net",
    "This is a formal DMCA takedown notice regarding content on your domain. Download the complaint and evidence here: https://takedown-notices.net/case/99812.zip. Failure to respond will result in your site being removed by your host.",
  ),

  // Casino, pharmacy, dating, adult
  s(
    "Lucky Casino",
    "promo@luckyspins777.com",
    "Best online casino 2026! Get 200% welcome bonus and 100 free spins on slots. Play now: https://luckyspins777.com/bonus",
  ),
  s(
    "Pharmacy",
    "sales@cheapmeds24.biz",
    "Buy viagra, cialis, levitra online without prescription. Cheap prices, discreet shipping worldwide. Order here: http://cheapmeds24.biz",
  ),
  s(
    "Katya",
    "katya.lonely@mail.ru",
    "Hello, my name is Katya, I am 25 years old and I'm looking for a serious relationship. I saw your profile and want to know you better. Write me to my email katya1999@mail.ru, I will send my photos.",
  ),
  s(
    "Hot Singles",
    "meet@hotsingles-nearby.com",
    "Hot singles in your area are waiting to chat with you! Sign up free tonight: https://tinyurl.com/hotdates99",
  ),
  s(
    "Best Bets",
    "info@sportsbet-pro.net",
    "Top betting tips for football, tennis and esports. 99% win rate! Join our VIP channel and start winning today: t.me/bettingvip",
  ),
  s(
    "CBD Store",
    "hello@cbd-oil-wholesale.com",
    "Premium CBD oil and gummies at wholesale prices. Free shipping on orders over $50. Visit our store: https://cbd-oil-wholesale.com/shop",
  ),
  s(
    "Ольга",
    "olga.znakomstva@yandex.ru",
    "Привет! Хочешь познакомиться с красивыми девушками? Знакомства без регистрации: https://clck.ru/33xyz",
  ),
  s(
    "Mia",
    "mia.xoxo@gmail.com",
    "Hey sexy 😘 I found your contact and wanted to say hi. Check my private photos here https://bit.ly/mia-private",
  ),
  s(
    "Online Apotheke",
    "info@apotheke-ohne-rezept.com",
    "Potenzmittel ohne Rezept kaufen! Viagra, Cialis und mehr zu Tiefstpreisen. Diskreter Versand: https://apotheke-ohne-rezept.com",
  ),
  s(
    "Kasyno",
    "bonus@kasyno-online-pl.com",
    "Najlepsze kasyno online w Polsce! Bonus 300% i darmowe spiny na start. Graj teraz: https://kasyno-online-pl.com",
  ),
  s(
    "オンラインカジノ",
    "info@casino-jp.net",
    "オンラインカジノで今すぐ高額ボーナス！登録だけで3万円分のフリースピン。https://casino-jp.net/bonus",
  ),
  s(
    "Weight Loss",
    "slim@keto-burn-pills.com",
    "Lose 20 pounds in 2 weeks with Keto Burn pills! Doctors hate this trick. Order your free bottle today: https://keto-burn-pills.com/free",
  ),

  // AI-written cold outreach
  s(
    "Emma Clarke",
    "emma@growthloop.ai",
    "Hi there, I hope this message finds you well. I came across your agency and was impressed by your portfolio. At GrowthLoop, we help agencies like yours book 15-20 qualified sales calls per month using AI-powered outbound. Would you be open to a quick 15-minute call next week to explore if this could be a fit?",
    "GrowthLoop",
  ),
  s(
    "Ryan Patel",
    "ryan@leadgenius.io",
    "Hey! I noticed you're doing great work in the design space. We've built an AI tool that finds and qualifies leads for agencies on autopilot. Our clients typically see a 3x increase in booked meetings. Worth a quick chat? If not, just reply 'not interested' and I won't follow up.",
    "LeadGenius",
  ),
  s(
    "Olivia Grant",
    "olivia@scaleupvideo.co",
    "Hi, I hope you're having a great week! I wanted to reach out because I think an explainer video could really help your website convert more visitors into clients. We create animated videos for businesses like yours. Can I send over a few samples?",
    "ScaleUp Video",
  ),
  s(
    "Daniel Wright",
    "daniel@reviewboosters.com",
    "Hello! I was browsing your website and noticed you only have a handful of Google reviews. We help businesses like yours get more 5-star reviews on autopilot. Would it be okay if I sent a short video explaining how?",
    "Review Boosters",
  ),
  s(
    "Sarah Mitchell",
    "sarah@appointly.ai",
    "Hi, I hope this email finds you well! Are you currently taking on new clients? We connect B2B agencies with decision-makers who are actively looking for their services. No retainer, pay per appointment. Happy to share how it works.",
    "Appointly",
  ),
  s(
    "Jason",
    "jason@virtualassist-pro.com",
    "Hi! Are you overwhelmed with admin tasks? Our virtual assistants can handle your email, scheduling, bookkeeping and social media for just $8/hour. Let's schedule a free consultation to discuss your needs.",
    "VirtualAssist Pro",
  ),
  s(
    "Lisa Chen",
    "lisa@chatbot-builders.ai",
    "Hello, I noticed your website doesn't have an AI chatbot yet. Businesses like yours are losing leads every night. We can build a custom AI assistant for your site in 48 hours. Interested in a free demo?",
    "ChatBot Builders",
  ),
  s(
    "Michael",
    "michael@socialboostmedia.com",
    "Hi, I'd love to help you grow your Instagram and LinkedIn following organically. We've helped 200+ brands gain 10k+ real followers. Reply 'INFO' for our packages.",
    "SocialBoost Media",
  ),
  s(
    "Hannah Becker",
    "hannah@conversionlift.io",
    "Hi there! I took a look at your website and I have a few ideas on how you could increase conversions by 30%. I put together a short video audit for you, totally free. Want me to send it over?",
    "ConversionLift",
  ),
  s(
    "Tom Harris",
    "tom@fundingmatch.co",
    "Hello! I came across your business and wanted to let you know that you may qualify for up to $250k in working capital. No impact on your credit score. Would you like to see your options?",
    "FundingMatch",
  ),
  s(
    "Chris",
    "chris@b2b-databases.com",
    "Hi, would you be interested in a verified email list of 50,000 marketing decision makers in Europe? GDPR compliant, 95% deliverability. Sample available on request.",
    "B2B Databases",
  ),
  s(
    "Julia Roberts",
    "julia@webdesign-leads.com",
    "Hi! I wanted to reach out about something that could help your business. We generate exclusive web design leads for agencies – companies actively searching for a new website. Interested in a free trial of 5 leads?",
    "WebDesign Leads",
  ),
  s(
    "Kate",
    "kate.vamarketing@gmail.com",
    "Hello, I hope you are doing well. I'm reaching out to offer my services as a social media manager. I can create content, schedule posts and grow your audience. Let me know if you would like to discuss further. Best regards.",
  ),
  s(
    "Noah Brooks",
    "noah@podcastguests.io",
    "Hey! We book agency founders as guests on top business podcasts. It's the fastest way to build authority and get inbound leads. Would you be open to exploring this? Just reply yes and I'll send details.",
    "PodcastGuests",
  ),
  s(
    "Isabella",
    "isabella@ai-content-engine.com",
    "Hi, still writing blog posts manually? Our AI generates 100 SEO-optimized articles per month for your site. Start your free trial today and watch your traffic grow.",
    "AI Content Engine",
  ),
  s(
    "Ben Foster",
    "ben@websitevideos.net",
    "Hi, I made you a quick personalised video showing 3 things holding your website back. Can I send it? It's 2 minutes long. No strings attached.",
    "Website Videos",
  ),
  s(
    "Andrea",
    "andrea@mailscale.io",
    "Hi! Cold email is still the best channel for agencies. We set up done-for-you outbound campaigns that book meetings while you sleep. Can I show you our results on a 15 min call?",
    "MailScale",
  ),

  // Link-stuffed keyword salad, BBCode and HTML spam
  s(
    "CharlesBib",
    "charles.bib8812@gmail.com",
    "cheap web hosting, best vps hosting, buy domain cheap, wordpress hosting deals, seo hosting, cloud server, dedicated server, reseller hosting, ssl certificate cheap, email hosting, vps 1 dollar, hosting coupon https://hostdeals-best.com",
  ),
  s(
    "RobertSix",
    "robertsix@mailbox.org",
    "[url=https://slotsbonus-best.com]online slots real money[/url] [url=https://slotsbonus-best.com/free]free spins no deposit[/url] best casino bonus",
  ),
  s(
    "Davidrex",
    "davidrex55@outlook.com",
    '<a href="https://cheap-replica-watches.shop">replica watches</a> <a href="https://cheap-replica-watches.shop/rolex">rolex replica</a> luxury watches cheap',
  ),
  s(
    "JamesLog",
    "jameslog@hotmail.com",
    "Hi! http://essay-writer-pro.com essay writing service, buy essay online, cheap essay writer, write my essay, college papers for sale http://essay-writer-pro.com/order http://essay-writer-pro.com/prices",
  ),
  s(
    "Georgejunda",
    "georgejunda@yandex.com",
    "[url=http://payday-loans-fast.net]payday loans online[/url] payday loans no credit check [url=http://payday-loans-fast.net/apply]instant approval loans[/url]",
  ),
  s("MichaelTaw", "michaeltaw@rambler.ru", "Hello. And Bye. https://is.gd/xvd2Qa https://is.gd/7kLmpS https://is.gd/0oPlqR"),
  s(
    "Thomasbiz",
    "thomasbiz@gmail.com",
    "buy instagram followers, buy tiktok likes, buy youtube views, cheap followers instant, real active followers, social media growth fast, smm panel cheapest https://smmpanel-cheap.com",
  ),
  s(
    "Williamsmile",
    "williamsmile@mail.ru",
    "Привет всем! Продвижение сайтов в топ Яндекса и Google. Прогоны по базам, вечные ссылки, наращивание ссылочной массы недорого. Пишите: https://seo-progon.ru",
  ),
  s(
    "KevinFoume",
    "kevinfoume@yahoo.com",
    "<a href=https://bestvpn-deals.net>best vpn 2026</a>, <a href=https://bestvpn-deals.net/free>free vpn</a>, <a href=https://bestvpn-deals.net/cheap>cheap vpn</a>",
  ),
  s(
    "Henrysaf",
    "henrysaf@gmx.com",
    "Online pharmacy no prescription: buy tramadol online, xanax without prescription, oxycodone overnight delivery, cheap adderall http://pharma-overnight.top",
  ),
  s(
    "JosephGep",
    "josephgep@outlook.com",
    "[URL=https://ai-girlfriend-chat.app]AI girlfriend[/URL] - chat with your dream girl 24/7 [URL=https://ai-girlfriend-chat.app/free]free trial[/URL]",
  ),
  s(
    "Stevenmog",
    "stevenmog@gmail.com",
    "Kitchen remodel, bathroom remodel, roofing contractor, plumber near me, HVAC repair, electrician near me, handyman services, home improvement loans, get free quotes now https://homepros-quotes.com",
  ),

  // Only a link, random strings, bot junk
  s("Lucas", "lucas88213@gmail.com", "https://telegra.ph/Earn-money-online-fast-11-02"),
  s("https://bit.ly/win-iphone-2026", "winner@prize-claim.net", "You are a winner! Claim your prize now."),
  s("Your payment is pending → https://payout-now.top", "payment@payout-now.top", "Confirm your transfer to receive the funds."),
  s("xKqPzRmLtVbN", "xkqpzrmltvbn@gmail.com", "ZgHtYkPqWmBnVcXr", "LpKjHgFdSaQw"),
  s("aVeRyRaNdOmNaMe", "jdjdhhsgsg@gmail.com", "dfgkjhdfkgjhdkfjghkdjfhgkjdfhg"),
  s("Test", "test@test.com", "test test test test"),
  s("RnbQpLxtZcWvEs", "rnbqplxtzcwves@yahoo.com", "hJkLmNbVcXzAsDfG qWeRtYuIoP zXcVbNmLkJ", "TyUiOpAsDfGh"),
  s("hkjsdfhkj", "sdkjfhskdjf@mailinator.com", "sdfkjhsdkjfh sdkjfhskdjfh skdjfhskdjfh"),
  s("Crytnsdgg", "crytnsdgg@mail.ru", "https://clck.ru/3AqZ9x"),
  s("Anonymous", "guest@10minutemail.com", "Click here: https://tinyurl.com/free-gift-card-now"),
  s(
    "Ben",
    "bfh4721@yopmail.com",
    "Great site! Visit mine too: https://cheap-sunglasses-outlet.shop",
    "https://cheap-sunglasses-outlet.shop",
  ),
  s(
    "Eric Jones",
    "eric.jones.z.mail@gmail.com",
    "My name's Eric and I just came across your website... I found it after a quick search, so you know you're doing something right. But here's the thing: most visitors leave without ever getting in touch. Web Visitors Into Leads is a software widget that captures their name and number so you can call them right away. CLICK HERE https://boostleadgeneration.com to try a live demo. You can unsubscribe here https://boostleadgeneration.com/unsubscribe",
  ),
  s(
    "Mike Fraser",
    "mikefraser@gmail.com",
    "Howdy I have just checked yoursite.com for its SEO metrics and saw that your website could use a push. We will increase your ranks organically and safely, using only whitehat methods, while providing monthly reports and outstanding support. More info: https://www.digital-x-press.com/unbeatable-seo/ Regards Mike Fraser",
  ),
  s(
    "Mike Allford",
    "mike.allford@gmail.com",
    "Hi there, Having some bunch of links pointing to your website will do no good. Try getting ranks with quality keywords and quality backlinks. Get a free SEO audit here: https://www.hilkom-digital.de/free-seo-audit/ Regards Mike Allford Hilkom Digital SEO Experts",
  ),
  s(
    "Claire Morgan",
    "claire.m@send-mail.cc",
    "Would you like to reach millions of website owners like you with your ad? We send your message through website contact forms just like this one. Prices start at $99. Write to us at claire.m@send-mail.cc to learn more.",
  ),
  s(
    "Dmitry",
    "dmitry.grab@proton.me",
    "We will blast your message to 10 million contact forms. Everyone will read it, just like you are reading this now. Cheap and fast. Telegram: @formblaster",
  ),
  s(
    "Lauren",
    "lauren@feedbackformeu.com",
    "Good day! Sending your commercial offer through feedback forms of websites is the cheapest advertising. 100% of recipients read it. Details on our site: feedbackformeu.com",
  ),
  s(
    "Admin",
    "admin@sec-warning.net",
    "URGENT: Your website has been hacked and is sending spam. Download our security scanner immediately to remove the malware: https://sec-warning.net/scanner.exe",
  ),
  s(
    "Domain Services",
    "renewal@domain-expiry-notice.com",
    "FINAL NOTICE: Your domain registration expires today. Failure to renew will result in loss of your online presence. Renew now: https://domain-expiry-notice.com/renew",
    "Domain Listing Service",
  ),
  s(
    "Alice Zhang",
    "alice.zhang.pr@gmail.com",
    "Hi, Sorry to bother you. Our company produces LED lights, office chairs and packaging boxes with the best factory prices. Free samples available. Looking forward to your reply.",
  ),
  s(
    "Victor",
    "victor.export@163.com",
    "Dear manager, we are a factory of custom t-shirts, hoodies and caps. Low MOQ, fast delivery, OEM service. Would you like to see our catalogue?",
  ),
  s(
    "SEO対策",
    "info@seo-kaizen.jp",
    "貴社ホームページの検索順位を上げませんか？被リンク施策で確実に上位表示を実現します。無料診断はこちら https://seo-kaizen.jp",
  ),
  s(
    "Julia",
    "julia.inwestor@o2.pl",
    "Witam, oferujemy pozycjonowanie i linki sponsorowane na ponad 500 portalach. Artykuły sponsorowane z linkiem dofollow już od 50 zł. Cennik: https://linki-sponsorowane.pl",
  ),
  s(
    "Valentina",
    "valentina.seo.es@gmail.com",
    "Hola, vendemos enlaces dofollow y artículos patrocinados en periódicos digitales. Mejore su autoridad de dominio hoy mismo. ¿Le envío nuestro catálogo?",
  ),
  s(
    "Sam",
    "sam.wilson.webdev@gmail.com",
    "Hi, I'm a web developer and I noticed some issues on your website: slow loading, broken links and it's not mobile friendly. I can fix all of these for a small fee. Shall I send you the list?",
  ),
];

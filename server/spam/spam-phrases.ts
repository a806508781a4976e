// Phrasing that marks the kinds of spam a studio's form receives, in the languages it arrives in.
// Each pattern is a regular expression over normalised text (lower case, single spaces). Weights
// add up within a kind only to that kind's cap, so one topic alone rarely decides: a client who
// writes "our SEO company promised page one of Google" mentions spam, it does not send it.
// Patterns describe the pitch, not particular messages: offers made TO the studio, promises of
// rankings or returns, requests to place links, calls to click.

export type SpamKind =
  "seo" | "links" | "outsourcing" | "money-scam" | "fake-notice" | "vice" | "cold-outreach" | "bulk-offer" | "call-to-action" | "enquiry";

type PhraseRule = { kind: SpamKind; pattern: string; weight: number; /** CJK: no word boundaries */ anywhere?: boolean };

export const kindCaps: Record<SpamKind, number> = {
  // A pitch that hits several phrases of its own kind is that pitch: these kinds can hold alone.
  seo: 1.2,
  links: 1.2,
  outsourcing: 1.2,
  "money-scam": 1.2,
  "fake-notice": 1.2,
  "cold-outreach": 1.0,
  "bulk-offer": 1.0,
  // A mention of these is often a client's own business or problem (a pharmacy, a hacked site).
  vice: 0.6,
  "call-to-action": 0.4,
  // Not spam: what only an enquiry says (its own need, a request for a price, a partnership). It
  // takes weight off the phrases above, so a marketing agency proposing to work with the studio
  // or a fintech asking for help is not mistaken for a pitch for the same words.
  enquiry: -0.6,
};

const G = "(?:google|gugl\\p{L}*|гугл\\p{L}*|яндекс\\p{L}*|bing)";

export const phraseRules: PhraseRule[] = [
  // Ranking offers
  { kind: "seo", pattern: `(?:first|1st|top|front) page (?:of|on|in) ${G}`, weight: 0.6 },
  { kind: "seo", pattern: `page (?:one|1|#1) (?:of|on|in) ${G}`, weight: 0.6 },
  { kind: "seo", pattern: `(?:top|first position) (?:of|in|on) ${G}`, weight: 0.5 },
  { kind: "seo", pattern: `${G}(?:'s)? (?:top results|first page|page one)`, weight: 0.5 },
  { kind: "seo", pattern: `(?:erste[nrm]?|obersten?) (?:seite|platz|plätze|position) (?:bei|von|in|auf|im) ${G}`, weight: 0.6 },
  { kind: "seo", pattern: `primera (?:página|pagina|posición|posicion) (?:de|en) ${G}`, weight: 0.6 },
  { kind: "seo", pattern: `pierwsz\\p{L}* (?:stron\\p{L}*|pozycj\\p{L}*)(?: wynik\\p{L}*)? (?:w |wyszukiwania )?${G}`, weight: 0.6 },
  { kind: "seo", pattern: `premi[eè]re (?:page|position) (?:de|sur|dans) ${G}`, weight: 0.6 },
  { kind: "seo", pattern: `(?:в )?топ(?:е|-?\\d+)? ${G}`, weight: 0.6 },
  { kind: "seo", pattern: "(?:rank|ranks|ranking|rankings) (?:higher|better|#?1|first|on top|you|your)", weight: 0.4 },
  {
    kind: "seo",
    pattern:
      "(?:boost|improve|increase|skyrocket|double|triple|grow|raise) (?:your |its |the |their |our )?(?:website'?s? |site'?s? |google |search |keyword |online )?(?:rankings?|ranks|organic traffic|traffic|visibility|domain authority|search positions?)",
    weight: 0.5,
  },
  { kind: "seo", pattern: "organic (?:traffic|visitors|rankings?)", weight: 0.3 },
  { kind: "seo", pattern: "seo (?:services?|packages?|plans?|audit|report|experts?|specialists?|metrics|score|campaign)", weight: 0.3 },
  {
    kind: "seo",
    pattern: "(?:free|complimentary|detailed|no[- ]obligation) (?:seo |website |site |technical )?(?:audit|analysis|report)",
    weight: 0.4,
  },
  { kind: "seo", pattern: "white ?hat(?: seo| methods?| techniques?)?", weight: 0.4 },
  { kind: "seo", pattern: "(?:domain authority|\\bd[ar] ?\\d{2}\\+?|keyword rankings?|3-pack|local pack)", weight: 0.4 },
  { kind: "seo", pattern: "(?:posicionamiento|posicionarle|posicionar su) (?:web|seo|en google|orgánico|garantizado)", weight: 0.5 },
  { kind: "seo", pattern: "pozycjonowani\\p{L}*(?: stron\\p{L}*)?", weight: 0.4 },
  { kind: "seo", pattern: "référencement (?:naturel|seo|garanti)", weight: 0.4 },
  { kind: "seo", pattern: "(?:продвижени\\p{L}*|раскрутк\\p{L}*) (?:сайт\\p{L}*|в топ)", weight: 0.6 },
  { kind: "seo", pattern: "(?:suchmaschinenoptimierung|seo-optimierung) (?:ab|für nur|garantiert|mit garantie)", weight: 0.5 },
  { kind: "seo", pattern: "上位表示|検索順位を上げ|seo対策で", weight: 0.4, anywhere: true },

  { kind: "seo", pattern: "rank for (?:\\p{L}+ ){0,2}keywords|on-page optimi[sz]ation|technical seo|seo-optimi[sz]ed", weight: 0.4 },
  {
    kind: "seo",
    pattern: `(?:invisible|not visible|not showing up|kaum sichtbar|nicht sichtbar|no aparece|niewidoczn\\p{L}*) (?:on|in|bei|en|w) ${G}`,
    weight: 0.5,
  },
  { kind: "seo", pattern: "(?:watch|see) your (?:traffic|sales|rankings?|visitors) (?:grow|soar|increase|explode)", weight: 0.5 },
  { kind: "seo", pattern: "who (?:handles|does|manages) your (?:seo|marketing|google ads)", weight: 0.4 },

  // Selling or buying links
  { kind: "links", pattern: "back-?links?|ссылочн\\p{L}*|вечные ссылки|прогон\\p{L}*", weight: 0.5 },
  { kind: "links", pattern: "do-?follow|no-?follow", weight: 0.5 },
  { kind: "links", pattern: "guest (?:posts?|posting|articles?|blog(?:ging)?|contributions?)", weight: 0.5 },
  { kind: "links", pattern: "(?:sponsored|paid|advertorial) (?:guest )?(?:posts?|articles?|content|links?)", weight: 0.5 },
  { kind: "links", pattern: "link (?:insertions?|building|exchanges?|placements?)|niche edits?|\\bpbn\\b", weight: 0.5 },
  { kind: "links", pattern: "gastbeitr\\p{L}*|gastartikel\\p{L}*", weight: 0.4 },
  { kind: "links", pattern: "enlaces? (?:dofollow|patrocinados?)|art[íi]culos? patrocinados?", weight: 0.5 },
  { kind: "links", pattern: "(?:linki|linków|artykuł\\p{L}*) sponsorowan\\p{L}*", weight: 0.5 },
  { kind: "links", pattern: "liens? (?:sponsorisés?|dofollow)|articles? sponsorisés?", weight: 0.5 },
  { kind: "links", pattern: "被リンク|相互リンク", weight: 0.5, anywhere: true },

  {
    kind: "links",
    pattern:
      "(?:contribute|write|publish|place) (?:an? |my |our )?(?:article|post|content|guest post) (?:to|on|for|in) your (?:blog|site|website)",
    weight: 0.4,
  },
  { kind: "links", pattern: "link back to|links? (?:back )?to my client's", weight: 0.4 },

  // Outsourcing shops pitching the studio itself
  { kind: "outsourcing", pattern: "white[- ]?label(?:ed)? (?:partner|services?|basis|development|solutions?|extension|team)", weight: 0.5 },
  {
    kind: "outsourcing",
    pattern:
      "(?:hire|dedicated|offshore|nearshore|remote) (?:dedicated |remote |offshore |senior )?(?:developers?|programmers?|engineers?|designers?|teams?)",
    weight: 0.4,
  },
  { kind: "outsourcing", pattern: "staff augmentation|team extension|extension team|talent pool", weight: 0.5 },
  {
    kind: "outsourcing",
    pattern:
      "(?:\\$|usd ?|eur ?|€)\\s?\\d{1,3}(?:\\.\\d+)?\\s?(?:/|per |an? )\\s?(?:hr|hour|h)\\b|\\d{1,3} ?(?:usd|eur|€|\\$|zł|pln)\\s?/\\s?(?:h|hr|hour|godz\\p{L}*)\\b",
    weight: 0.4,
  },
  { kind: "outsourcing", pattern: "(?:agencies|businesses|companies|studios) like yours", weight: 0.4 },
  {
    kind: "outsourcing",
    pattern: "outsourc\\p{L}*(?: your)? (?:development|projects?|work|company)|it outsourcing|outsourcing (?:programistów|company)",
    weight: 0.4,
  },
  {
    kind: "outsourcing",
    pattern:
      "(?:free|paid) trial task|unlimited revisions|at (?:a fraction of the|very low|affordable) (?:cost|rates?|prices?)|affordable rates",
    weight: 0.4,
  },
  {
    kind: "outsourcing",
    pattern:
      "we are a (?:leading )?(?:web design|software development|web development|it outsourcing|digital marketing) (?:company|agency|firm)",
    weight: 0.4,
  },

  {
    kind: "outsourcing",
    pattern:
      "(?:offer|provide) (?:my|our) services|any of (?:these|our|my) services|(?:my|our) rates are (?:very )?(?:reasonable|affordable|competitive|low)|for a small fee|give (?:me|us) a chance",
    weight: 0.4,
  },
  {
    kind: "outsourcing",
    pattern: "(?:monthly )?(?:plans?|packages?|prices?|rates) (?:start(?:ing)? )?(?:from|at) (?:just |only )?(?:\\$|€|£)\\s?\\d+",
    weight: 0.3,
  },
  {
    kind: "outsourcing",
    pattern:
      "we are (?:an? )?(?:\\p{L}+ ){0,4}(?:company|agency|firm)(?: from| in| with|\\.|,)|(?:our|my) virtual assistants?|i represent a team",
    weight: 0.3,
  },

  // Money: investment, loans, windfalls, wallets
  {
    kind: "money-scam",
    pattern:
      "guaranteed (?:daily |weekly |monthly )?(?:returns?|profits?|income|results|approval|ranking)|gwarantowan\\p{L}* zysk|rendimientos? garantizados?",
    weight: 0.5,
  },
  {
    kind: "money-scam",
    pattern:
      "(?:earn|make|zarabiaj|verdienen sie)\\s(?:up to |nawet |bis zu )?(?:\\$|€|£)?\\s?\\d[\\d,.]*\\s?(?:\\$|€|£|zł|usd|eur)?\\s?(?:per|a|each|every|/|w|tygodniowo|dziennie|miesięcznie)\\s?(?:day|week|month|hour|tydzień|dzień|miesiąc)?",
    weight: 0.5,
  },
  {
    kind: "money-scam",
    pattern: "passive income|double (?:your|back)|trading (?:bot|signals)|forex signals|\\d{2}% (?:accuracy|win rate)|win rate",
    weight: 0.5,
  },
  {
    kind: "money-scam",
    pattern: "(?:bad|poor|no) credit(?: check| accepted)?|ohne schufa|sin aval|no collateral|same[- ]day approval|fast approval",
    weight: 0.5,
  },
  {
    kind: "money-scam",
    pattern: "(?:personal|business|payday) loans? (?:at|from|with|online|available|offer)|loans? at \\d|kredit erhalten|pożyczk\\p{L}* bez",
    weight: 0.5,
  },
  {
    kind: "money-scam",
    pattern:
      "unclaimed (?:fund|inheritance|funds)|next of kin|strictly confidential|barrister|million (?:us )?dollars|\\$\\d+(?:\\.\\d)? million",
    weight: 0.5,
  },
  {
    kind: "money-scam",
    pattern:
      "(?:withdraw|claim) (?:your |the )?(?:bitcoin|btc|eth|crypto|funds|prize|reward)|verify your wallet|connect your wallet|wallet (?:has been|was) (?:flagged|suspended|locked)",
    weight: 0.6,
  },
  { kind: "money-scam", pattern: "\\b(?:bc1|[13])[a-hj-np-z0-9]{25,39}\\b|\\b0x[0-9a-f]{40}\\b", weight: 0.3 },
  { kind: "money-scam", pattern: "congratulations!? you (?:have )?(?:won|received|been selected)|you are (?:a|the) winner", weight: 0.6 },

  {
    kind: "money-scam",
    pattern:
      "(?:late|deceased) (?:client|husband|father)|shares your (?:surname|last name)|(?:a|my) (?:business )?proposal for you|dear friend",
    weight: 0.5,
  },
  {
    kind: "money-scam",
    pattern: "turn (?:\\$|€|£)?\\s?\\d[\\d,.]* into (?:\\$|€|£)?\\s?\\d|giveaway|send (?:any amount|\\d+) (?:of )?(?:btc|eth|bitcoin|usdt)",
    weight: 0.5,
  },
  {
    kind: "money-scam",
    pattern: "(?:professional|expert|experienced) (?:crypto|forex|bitcoin|binary options) trader|credit score",
    weight: 0.4,
  },

  // Fake copyright and takedown notices
  {
    kind: "fake-notice",
    pattern:
      "copyright infringement|dmca|takedown notice|urheberrechtsverletzung|violación de derechos de autor|naruszeni\\p{L}* praw autorskich",
    weight: 0.5,
  },
  {
    kind: "fake-notice",
    pattern:
      "(?:my|our client's|the photographer's) (?:copyrighted |original )?(?:images?|photos?|photographs?|illustrations?|artwork|work) (?:without|on your)|used my (?:images?|photos?|illustrations?)|meine urheberrechtlich",
    weight: 0.5,
  },
  {
    kind: "fake-notice",
    pattern:
      "(?:take|file|pursue|leite ich) (?:legal action|rechtliche schritte|a dmca)|rechtliche schritte einleiten|settle the claim|(?:evidence|proof|nachweise) (?:at|here|finden sie hier)",
    weight: 0.4,
  },

  {
    kind: "fake-notice",
    pattern:
      "final notice|failure to (?:renew|respond|comply)|will result in (?:the )?(?:loss|removal|suspension|termination)|to avoid (?:suspension|deactivation|closure|termination)|your (?:website|site|account) (?:has been|was) (?:hacked|compromised|suspended)",
    weight: 0.5,
  },
  {
    kind: "fake-notice",
    pattern:
      "(?:domain|registration|listing|hosting|ssl certificate) (?:registration )?(?:expires|expired|expiring)|\\.(?:exe|scr|apk|msi|bat)(?![\\p{L}])",
    weight: 0.4,
  },

  // Casino, pharmacy, dating, adult, miracle products: capped so one mention (a hacked site, a
  // pharmacy's own enquiry) never decides; a pitch needs another sign, such as a call to click.
  {
    kind: "vice",
    pattern:
      "online casino|kasyno online|casino en l[ií]nea|online[- ]?kasino|free spins|darmowe spiny|no deposit|welcome bonus|slots? real money|betting tips|sportsbet",
    weight: 0.6,
  },
  {
    kind: "vice",
    pattern:
      "viagra|cialis|levitra|tramadol|xanax|oxycodone|adderall|without (?:a )?prescription|ohne rezept|sin receta|bez recepty|potenzmittel",
    weight: 0.6,
  },
  {
    kind: "vice",
    pattern:
      "hot (?:singles|girls|women)|lonely (?:girls|women)|dating (?:site|app)s? (?:free|now)|sexy|porn|escort|xxx|nudes?|private photos|знакомств\\p{L}*|ai girlfriend",
    weight: 0.6,
  },
  {
    kind: "vice",
    pattern:
      "replica (?:watches|bags|rolex)|weight loss pills|lose \\d+ (?:pounds|lbs|kg)|doctors hate|buy (?:instagram|tiktok|youtube) (?:followers|likes|views)",
    weight: 0.6,
  },
  { kind: "vice", pattern: "オンラインカジノ|出会い系|フリースピン", weight: 0.6, anywhere: true },

  {
    kind: "vice",
    pattern: "(?:looking for|seeking) a serious relationship|i saw your profile|send (?:you )?my photos|\\bcbd (?:oil|gummies)",
    weight: 0.6,
  },

  // AI-written cold outreach and sales pitches to the studio
  {
    kind: "cold-outreach",
    pattern: "i hope (?:this|my) (?:message|email|e-mail|note) finds you well|hope you(?:'re| are) (?:doing well|having a great)",
    weight: 0.3,
  },
  {
    kind: "cold-outreach",
    pattern:
      "(?:came across|stumbled upon|was (?:checking|browsing|looking at)|took a look at|ran) your (?:website|site|agency|business|company|profile)",
    weight: 0.2,
  },
  {
    kind: "cold-outreach",
    pattern:
      "(?:worth|open to|up for|time for) a (?:quick |brief |short )?(?:\\d+[- ]?min(?:ute)? )?(?:call|chat|intro|demo)|(?:book|schedule|hop on) a (?:free |quick )?\\d+[- ]?min",
    weight: 0.2,
  },
  {
    kind: "cold-outreach",
    pattern:
      "(?:on|while you) (?:autopilot|sleep)|done[- ]for[- ]you|qualified (?:leads|sales calls|appointments)|book(?:ed)? (?:more )?(?:meetings|sales calls)|pay per (?:appointment|lead)",
    weight: 0.5,
  },
  {
    kind: "cold-outreach",
    pattern:
      "(?:reply|respond|answer) (?:with )?[\"']?(?:yes|info|stop|not interested)[\"']?|unsubscribe|opt[- ]out|no strings attached|no obligation|won't follow up",
    weight: 0.4,
  },
  {
    kind: "cold-outreach",
    pattern:
      "(?:your|the) website (?:is|was|could use|deserves|doesn't have|is missing|is losing|is not)|your site (?:is|could use|deserves|scored)|holding your website back|(?:losing|lose) (?:\\d+% of )?(?:leads|customers|visitors)",
    weight: 0.3,
  },
  {
    kind: "cold-outreach",
    pattern:
      "(?:increase|boost|grow|double|triple) (?:your )?(?:sales|revenue|conversions|leads|followers|reviews|booked meetings)(?: by \\d+%)?|\\d+x (?:more|increase)",
    weight: 0.3,
  },
  {
    kind: "cold-outreach",
    pattern:
      "(?:are you|we are|we're) (?:currently )?(?:taking on|looking for) new clients\\?|may qualify for|working capital|would you be interested in (?:a|our)",
    weight: 0.3,
  },
  { kind: "cold-outreach", pattern: "(?:can|shall|may) i send (?:you|it|over)|i (?:made|recorded|put together) (?:you |a )", weight: 0.3 },
  {
    kind: "cold-outreach",
    pattern:
      "(?:dear|hello|hi) (?:sir(?:/madam)?|madam|webmaster|site owner|business owner|admin|manager)|greetings of the day|sorry to bother you",
    weight: 0.3,
  },

  { kind: "cold-outreach", pattern: "(?:generate|exclusive|qualified|inbound) (?:\\p{L}+ ){0,2}leads?", weight: 0.3 },
  { kind: "cold-outreach", pattern: "(?:i )?wanted to reach out|reaching out (?:to offer|about|because)", weight: 0.3 },
  {
    kind: "cold-outreach",
    pattern:
      "free (?:trial|demo|consultation|strategy call)|\\d+[- ]?min(?:ute)? (?:call|chat|demo)|(?:open to|interested in) exploring|cold email|outbound campaigns?",
    weight: 0.2,
  },
  {
    kind: "cold-outreach",
    pattern: "(?:want|shall|should) (?:me to|i) send (?:it|this|them) over|czy mogę przesłać|darf ich ihnen|¿?le (?:envío|puedo enviar)",
    weight: 0.3,
  },
  {
    kind: "cold-outreach",
    pattern:
      "(?:could|can|will) help your (?:business|company|agency)|(?:discuss|understand) your (?:needs|requirements)|share your requirements",
    weight: 0.3,
  },
  { kind: "cold-outreach", pattern: "we noticed (?:that )?you(?:'re| are)|(?:i'd|i would) love to help (?:you|your)", weight: 0.3 },

  // Selling goods, lists or advertising to whoever owns the form
  {
    kind: "bulk-offer",
    pattern:
      "(?:email|e-mail|contact|b2b) (?:list|database)s?|\\d[\\d,.]* (?:million )?(?:contact forms|decision makers|website owners)|feedback forms",
    weight: 0.5,
  },
  { kind: "bulk-offer", pattern: "factory prices?|low moq|oem service|wholesale prices?|free samples?|catalogue|catalog", weight: 0.3 },
  { kind: "bulk-offer", pattern: "(?:blast|send) your (?:message|ad|offer)|commercial offer", weight: 0.5 },
  { kind: "bulk-offer", pattern: "reach (?:millions|thousands) of|deliverability|decision[- ]makers", weight: 0.4 },

  {
    kind: "bulk-offer",
    pattern:
      "(?:our|the) (?:company|factory) (?:produces|manufactures|supplies)|we are an? (?:\\p{L}+ ){0,2}(?:factory|manufacturer|supplier)|discreet (?:shipping|delivery)|diskreter versand|envío discreto|free shipping",
    weight: 0.4,
  },

  // Calls to click that an enquiry does not make
  {
    kind: "call-to-action",
    pattern:
      "(?:click|tap) here|(?:play|order|buy|register|sign up|apply|join|shop|renew|download) (?:now|here|today|free)|act now|limited time|offer expires|expires (?:in|today)|graj teraz|jetzt (?:kaufen|bestellen)|compra ahora|zarejestruj się",
    weight: 0.4,
  },
  {
    kind: "call-to-action",
    pattern:
      "(?:write|message|contact|text) (?:me|us) (?:on|via|in) (?:telegram|whatsapp)|telegram:? @|t\\.me/|wa\\.me/|whatsapp \\+|(?:write|reply|answer) (?:me |to me )?(?:to|at|on) my (?:e-?mail|telegram|whatsapp)",
    weight: 0.4,
  },
  {
    kind: "call-to-action",
    pattern:
      "(?:order|claim|get|grab|start) your free|visit (?:mine|my (?:site|store|shop|page)|our (?:store|shop))|buy (?:\\p{L}+ ){1,2}online|download (?:our|my|this) (?:\\p{L}+ )?(?:scanner|tool|app|file|software)",
    weight: 0.4,
  },
  { kind: "call-to-action", pattern: "無料診断|今すぐ", weight: 0.4, anywhere: true },

  // What a client writes
  {
    kind: "enquiry",
    pattern:
      "partner with (?:you|a (?:studio|development|design|dev))|partnership|(?:refer|bring|send) (?:our )?(?:clients|work|projects|development work) (?:to you|your way)|(?:you build|you do) the",
    weight: -0.3,
  },
  {
    kind: "enquiry",
    pattern:
      "(?:can|could|would) you (?:help|build|make|do|redesign|quote|send us)|(?:send|give) (?:us|me) (?:a |an |your )?(?:quote|proposal|estimate|offer|price)|how much (?:would|does|will|do)|what would (?:it|you|this) (?:cost|charge)",
    weight: -0.3,
  },
  {
    kind: "enquiry",
    pattern:
      "our budget|budget (?:is|of|around|about) |we need (?:a|an|help)|we(?:'re| are) looking for (?:a|an) (?:studio|agency|developer|team|partner|designer)|angebot|presupuesto|wycen\\p{L}*|見積",
    weight: -0.3,
  },
];

export type CompiledPhraseRule = { kind: SpamKind; weight: number; regex: RegExp; anywhere: boolean };

/**
 * Each pattern compiled for lower-case text (normaliseText). The word boundary at the end is in
 * the expression; the one at the start is checked by hasPhrase, because a look-behind in front of
 * every pattern makes the engine try each position instead of scanning for the first letters
 * (4x slower on this corpus).
 */
export const compiledPhraseRules: CompiledPhraseRule[] = phraseRules.map(({ kind, pattern, weight, anywhere }) => ({
  kind,
  weight,
  anywhere: anywhere ?? false,
  // A boundary is needed only where the match ends with a letter or digit ("telegram @x" needs none).
  regex: new RegExp(anywhere ? pattern : `(?:${pattern})(?:(?<=[^\\p{L}\\p{N}])|(?![\\p{L}\\p{N}]))`, "gu"),
}));

const wordCharacter = /[\p{L}\p{N}]/u;

/** Whether the rule's phrase occurs in the (normalised) text as whole words. */
export function hasPhrase(rule: CompiledPhraseRule, text: string): boolean {
  const { regex } = rule;
  regex.lastIndex = 0;
  for (let match = regex.exec(text); match; match = regex.exec(text)) {
    const before = text[match.index - 1];
    if (rule.anywhere || before === undefined || !wordCharacter.test(before) || !wordCharacter.test(match[0][0] ?? "")) return true;
    regex.lastIndex = match.index + 1;
  }
  return false;
}

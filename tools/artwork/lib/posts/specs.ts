// What each brand's social posts say and show.

export interface PostSpec {
  type: "headline" | "quote" | "stat" | "product" | "pattern" | "event" | "photo" | "speakers";
  bg: string; // palette colour name
  kicker?: string;
  title: string;
  body?: string;
  cta?: string;
  obj?: string; // product object kind
  illo?: string;
  scriptTitle?: boolean;
}

const P = (
  type: PostSpec["type"],
  bg: string,
  title: string,
  more: Partial<PostSpec> = {},
): PostSpec => ({ type, bg, title, ...more });

export const POSTS: Record<string, PostSpec[]> = {
  "abiliti-aids": [
    P("event", "Calm Navy", "Free home safety checks", {
      kicker: "THIS MONTH ONLY",
      body: "Our advisors visit, assess and fit grab rails at no cost.",
      cta: "Book a visit",
    }),
  ],
  abiliti: [
    P("headline", "Electric Violet", "Pay yourself first.", {
      kicker: "SAVINGS TIP #12",
      body: "Move 10% into savings the day your salary lands.",
    }),
  ],
  oddbolle: [
    P("headline", "Ink Black", "Wear it odd.", { kicker: "SS25" }),
    P("pattern", "Bone", "Oddbolle"),
    P("photo", "Stone", "The Boxy Blazer", { illo: "model", kicker: "NEW IN" }),
    P("quote", "Bone", "Tailoring with no rules attached.", { body: "— The Oddbolle studio" }),
    P("headline", "Odd Red", "Knitwear drop 02", { kicker: "FRIDAY 7 PM" }),
    P("photo", "Bone", "Studio diaries", { illo: "people", kicker: "BEHIND THE SEAMS" }),
    P("stat", "Ink Black", "48", { body: "pieces, made in one small workshop" }),
    P("pattern", "Odd Red", "Oddbolle"),
    P("headline", "Stone", "Gender-fluid fits, one size chart.", { kicker: "FIT GUIDE" }),
  ],
  "signs-of-happiness": [
    P("event", "Sunshine", "Paint your happy place", {
      kicker: "THIS WEEKEND",
      body: "Family workshop · Saturday 10 am · All materials provided",
      cta: "Register free",
    }),
    P("quote", "Cream", "“I painted my grandma as a sunflower.”", { body: "— Anya, age 7" }),
    P("stat", "Sky", "1,200", { body: "smiles shared in workshops this year" }),
    P("pattern", "Warm Coral", "Signs of Happiness"),
    P("event", "Leaf", "Story circle", {
      kicker: "EVERY WEDNESDAY",
      body: "Stories, songs and crafts for ages 4 to 10",
    }),
    P("headline", "Ink", "Happiness is a team sport.", { kicker: "VOLUNTEER WITH US" }),
    P("photo", "Cream", "Mural day at the community hall", { illo: "people" }),
    P("quote", "Sunshine", "“We made a rainbow out of handprints.”", { body: "— Kabir, age 6" }),
    P("headline", "Sky", "Thank you, volunteers!", { kicker: "A BIG HUG" }),
  ],
  skintastic: [
    P("product", "Blush", "Night Serum", {
      kicker: "NEW",
      body: "Niacinamide + oat for calm skin by morning.",
      cta: "Shop now",
      obj: "bottle",
    }),
  ],
  "am-pm-cafe": [
    P("event", "Midnight Blue", "Happy hour", {
      kicker: "FROM 5 PM",
      body: "Two-for-one classics until 7, every weekday.",
      cta: "See the bar menu",
    }),
  ],
  cense: [
    P("product", "Sandalwood", "Amber Dusk", {
      kicker: "HAND-POURED SOY CANDLE",
      obj: "candle",
      scriptTitle: true,
    }),
  ],
  pik: [
    P("product", "Ice Mint", "Ice Mint", { kicker: "STRENGTH 2", obj: "tin" }),
    P("headline", "Deep Teal", "Cool. Clean. Compact.", { kicker: "PIK" }),
    P("product", "Citrus", "Citrus Chill", { kicker: "NEW FLAVOUR", obj: "tin" }),
    P("pattern", "Jet", "PIK"),
    P("stat", "Frost White", "20", { body: "slim pouches in every tin" }),
    P("product", "Deep Teal", "Deep Freeze", { kicker: "STRENGTH 4", obj: "tin" }),
    P("headline", "Citrus", "Tobacco-free. 18+ only.", { kicker: "GOOD TO KNOW" }),
    P("pattern", "Ice Mint", "PIK"),
    P("headline", "Jet", "Pick your strength.", { kicker: "1 · 2 · 3 · 4" }),
  ],
  movas: [
    P("product", "Emerald", "The Festive Edit", {
      kicker: "NEW COLLECTION",
      obj: "gem",
      cta: "Discover",
    }),
    P("quote", "Pearl", "Made to be handed down.", { body: "— Movara Jewels" }),
    P("photo", "Champagne", "Stacking rings, three ways", { illo: "jewel", kicker: "STYLING TIP" }),
    P("headline", "Rose Gold", "Gold that tells a story.", { kicker: "OUR CRAFT" }),
    P("pattern", "Emerald", "Movara"),
    P("stat", "Onyx", "22k", { body: "hallmarked gold, finished by hand" }),
    P("photo", "Pearl", "Inside the workshop", { illo: "jewel", kicker: "BEHIND THE BENCH" }),
    P("quote", "Emerald", "For the moments worth keeping.", { body: "— Movara Jewels" }),
    P("headline", "Champagne", "Free engraving this week.", { kicker: "GIFTING" }),
  ],
  tarinis: [
    P("product", "Ivory", "The Indigo Edit", {
      kicker: "NEW ARRIVALS",
      body: "Hand-block-printed cushion covers",
      obj: "cushion",
    }),
    P("headline", "Terracotta", "Layer prints in one colour family.", {
      kicker: "STYLING TIP",
      body: "Indigo on indigo never clashes.",
    }),
    P("photo", "Ivory", "A corner for slow mornings", { illo: "interior" }),
    P("pattern", "Indigo Dye", "Tarini"),
    P("quote", "Mustard", "Every block is carved by hand.", { body: "— Our printers in Bagru" }),
    P("photo", "Olive", "Table linen, washed soft", { illo: "textile", kicker: "BESTSELLER" }),
    P("headline", "Indigo Dye", "Festive gifting, wrapped by us.", { kicker: "GIFT BOXES" }),
    P("pattern", "Terracotta", "Tarini"),
    P("stat", "Ivory", "40+", { body: "artisan families we work with" }),
  ],
  nature: [
    P("event", "Canopy", "Sunday trail clean-up", {
      kicker: "VOLUNTEERS WANTED",
      body: "Meet at the north gate · 7 am · Gloves provided",
    }),
    P("stat", "Mist", "12 km", { body: "of forest trail restored this season" }),
    P("photo", "River", "Dawn walk on the ridge", { illo: "landscape" }),
    P("headline", "Clay", "Leave only footprints.", { kicker: "TRAIL TIP" }),
    P("pattern", "Canopy", "Nature Trails"),
    P("quote", "Mist", "“The forest gave back more than we gave it.”", { body: "— A volunteer" }),
    P("event", "River", "Birdwatching walk", {
      kicker: "SATURDAY",
      body: "Beginner friendly · binoculars to share",
    }),
    P("photo", "Mist", "Saplings planted by our crew", { illo: "landscape" }),
    P("stat", "Bark", "3,400", { body: "native saplings planted" }),
  ],
  ahh: [
    P("quote", "Khadi", "“Every thread remembers my mother’s loom.”", {
      kicker: "MEET THE MAKER",
      body: "— Savitri, weaver",
    }),
  ],
  ggsm: [
    P("headline", "Sage", "Eat thirty plants a week.", {
      kicker: "GUT TIP",
      body: "Variety feeds the good bacteria.",
    }),
  ],
  moen2: [
    P("stat", "Engage Blue", "3×", {
      kicker: "DID YOU KNOW?",
      body: "Personalised push notifications can lift open rates up to three times.",
    }),
    P("speakers", "Night Navy", "Journeys that convert", {
      kicker: "LIVE WEBINAR",
      body: "Thursday · 4 pm",
      cta: "Save your seat",
    }),
    P("headline", "Snow", "One view of every customer.", { kicker: "PRODUCT TIP" }),
    P("pattern", "Engage Blue", "Moengo"),
    P("stat", "Night Navy", "24/7", { body: "journeys running while your team sleeps" }),
    P("quote", "Snow", "“We finally talk to customers, not at them.”", { body: "— A growth lead" }),
    P("headline", "Pulse Pink", "Right message. Right moment.", { kicker: "MOENGO" }),
    P("stat", "Signal Teal", "5", { body: "channels from one campaign builder" }),
    P("headline", "Night Navy", "Segments in seconds, not sprints.", { kicker: "WHAT’S NEW" }),
  ],
  "drunken-scholar": [
    P("event", "Chinese Black", "Finals Night", {
      kicker: "SAT · 9 PM",
      body: "Three floors · Two DJs · One owl",
    }),
    P("pattern", "Inchworm", "Drunken Scholar"),
    P("headline", "Lavender Magenta", "Class dismissed. Party on.", { kicker: "THE MOTTO" }),
    P("stat", "Amber", "7", { body: "days to Freshers’ Bash" }),
    P("quote", "Steel Blue", "“I only drink to forget the syllabus.”", {
      body: "— Professor Hoot",
    }),
    P("event", "Maximum Blue Purple", "Toga Tuesday", {
      kicker: "THIS WEEK",
      body: "Sheets mandatory · Wisdom optional",
    }),
    P("pattern", "Chinese Black", "Drunken Scholar"),
    P("headline", "Gunmetal", "Study hard. Party harder.", { kicker: "SEMESTER PASS" }),
    P("stat", "Inchworm", "2,000+", { body: "scholars at the last night" }),
  ],
};

/** Named single posts per folder (file stem → index into POSTS). */
export function postFor(folder: string, idx: number): PostSpec {
  const list = POSTS[folder];
  if (!list || !list.length) throw new Error("no posts for " + folder);
  return list[idx % list.length]!;
}

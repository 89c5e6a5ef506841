import type { AreaSource } from "../types";

export const surreyAreas: AreaSource[] = [
  {
    slug: "dorking",
    name: "Dorking",
    county: "Surrey",
    region: "Crawley-area and Mid Sussex/Surrey border",
    group: "Mid-Surrey Towns",
    lat: 51.2322,
    lng: -0.331,
    postcodes: ["RH4", "RH5"],
    description: "Market town below Box Hill: Victorian villas on Rose Hill, cottages off West Street, big family homes.",
    metaTitle: "Rubbish Clearance in Dorking | Same-Day Waste Removal",
    metaDescription:
      "Licensed rubbish clearance in Dorking and the Mole Valley. Send photos for a free fixed quote and book a same-day collection from RH4 and RH5 homes.",
    localInfo: {
      landmarks: ["Box Hill", "Denbies Wine Estate", "Dorking Halls", "St Martin’s Church", "Ranmore Common"],
      roads: ["A24 Deepdene Avenue", "A25 Reigate Road", "High Street", "West Street", "South Street", "Horsham Road"],
    },
    prose: [
      "Dorking sits where the A24 meets the A25, with Box Hill rising to the north-east and the Denbies vineyards on the slopes to the west. The old centre is compact: the High Street, South Street and West Street, where antique dealers trade from timber-framed and Georgian fronts. These streets are narrow and the parking bays fill early, so we usually load from a side road or agree a short, timed stop with the customer in advance.",
      "Housing in Dorking is varied. Rose Hill has large Victorian villas set around a green, the roads off Horsham Road and Vincent Lane are lined with terraces and semis, and the Goodwyns and Chart Downs estates to the south add post-war houses and flats. Further out, Westcott, Brockham and the Holmwoods bring farmhouses, barns and cottages with long gardens.",
      "Much of our Dorking work is probate and downsizing: clearing a family house of furniture, books and loft boxes before it goes on the market. Garden waste is another regular job, especially from the bigger plots below the North Downs after a hedge cut. Mole Valley District Council collects the bins. The county’s community recycling centres charge for some DIY waste, such as rubble and plasterboard. We take that kind of waste as part of a normal load.",
    ],
    tips: [
      "West Street and the High Street are tight for vans; tell us if there is a rear yard or a side road we can load from.",
      "Box Hill traffic builds on sunny weekends, with cyclists on the Zig Zag Road, so weekday mornings suit homes near Mickleham and Westhumble.",
      "For farmhouse or barn clearances outside town, send a photo of the track so we bring the right size of vehicle.",
    ],
    typicalJobs: [
      "Probate clearances in Victorian villas on Rose Hill",
      "Garden waste from large plots in Westcott and Brockham",
      "Flat clear-outs on the Goodwyns estate",
      "Barn and outbuilding clear-outs south of the town towards Capel",
    ],
    faqs: [
      {
        question: "Can you collect from houses on the lanes around Box Hill and Ranmore?",
        answer:
          "Yes. Many homes around Mickleham, Westhumble and Ranmore sit on single-track lanes with few passing places. We choose a vehicle to suit the access, carry items down long drives by hand, and avoid busy weekend afternoons when visitors and cyclists fill the roads near Box Hill.",
      },
      {
        question: "Will you take rubble and plasterboard from a Dorking renovation?",
        answer:
          "Yes. Surrey’s community recycling centres charge for some DIY waste, so many Dorking customers hand us the whole job instead. We take rubble, plasterboard, old kitchens and bathroom suites, separate what can be recycled, and hand over a digital waste transfer note for the load.",
      },
    ],
  },
  {
    slug: "leatherhead",
    name: "Leatherhead",
    county: "Surrey",
    region: "Surrey west and north",
    group: "Mid-Surrey Towns",
    lat: 51.2965,
    lng: -0.3298,
    postcodes: ["KT22"],
    description: "River Mole town with a pedestrianised High Street, 1930s semis along Kingston Road and newer flats.",
    metaTitle: "Leatherhead Rubbish Removal | Licensed, Same-Day Slots",
    metaDescription:
      "Same-day rubbish removal in Leatherhead, Fetcham and across KT22 by a licensed waste carrier. WhatsApp us a few photos for a free quote at a fixed price.",
    localInfo: {
      landmarks: ["Leatherhead Theatre", "Swan Centre", "Fetcham Grove", "Leatherhead Museum", "Town Bridge"],
      roads: ["High Street", "Bridge Street", "Kingston Road", "Randalls Road", "Epsom Road", "Leatherhead By-Pass Road (A24)"],
    },
    prose: [
      "Leatherhead grew up at a crossing of the River Mole, and the Town Bridge still carries traffic over it towards Fetcham. The High Street is largely pedestrianised, with the Swan Centre and the Leatherhead Theatre close by, so clearing a flat above a shop there means loading from Church Street, North Street or a service yard rather than the front door.",
      "The town has plenty of 1930s semis and detached houses along Kingston Road and over the river in Fetcham, Victorian cottages near the station, and a growing number of apartments close to the centre, some in former office buildings. Offices are still part of the local economy, with business premises along Ermyn Way and Randalls Road, so we also clear desks, filing cabinets and old IT kit when firms move or shrink.",
      "Junction 9 of the M25 sits just north of the town, which makes Leatherhead quick for us to reach. Mole Valley District Council covers the area. The county’s community recycling centre off Randalls Road gets busy at weekends; if you have a trailer-sized heap of garden waste or an old lounge suite, we can take it away instead and save you the queue.",
    ],
    tips: [
      "The High Street is closed to most traffic, so tell us the nearest road we can stop on when you book a town-centre flat clearance.",
      "Kingston Road and the Bridge Street approach are slow at school times; mid-morning slots are usually easier.",
      "Office clearances on business premises may need a loading bay booked with the building manager first.",
    ],
    typicalJobs: [
      "Flat clearances above shops off the pedestrianised High Street",
      "Loft clear-outs in 1930s semis along Kingston Road",
      "Office furniture and IT removals near Randalls Road",
      "Garden waste from Fetcham’s larger plots",
    ],
    faqs: [
      {
        question: "Can you clear a flat in a Leatherhead town-centre block without a lift?",
        answer:
          "Yes. We bring enough people to carry furniture and boxes down the stairs safely, and we protect walls and banisters on the way. Let us know the floor, whether there is a lift and where a van can wait, and we will price the job from your photos.",
      },
      {
        question: "Do you cover Fetcham and the villages around Leatherhead?",
        answer:
          "We do. Fetcham, Headley, Mickleham and Oxshott are all inside our 30-mile radius from Crawley. Many of these homes have big gardens and double garages, so we often combine a garden waste collection with a garage clear-out in one visit.",
      },
    ],
  },
  {
    slug: "bookham",
    name: "Bookham",
    county: "Surrey",
    region: "Surrey west and north",
    group: "Mid-Surrey Towns",
    lat: 51.2785,
    lng: -0.3735,
    postcodes: ["KT23"],
    description: "Quiet commuter village west of Leatherhead with chalet bungalows, post-war detached houses and big gardens.",
    metaTitle: "Waste Clearance in Bookham | Free Photo Quotes, KT23",
    metaDescription:
      "Licensed waste clearance across Great and Little Bookham. Free photo quotes, fixed prices and same-day collection when you contact us before 10am.",
    localInfo: {
      landmarks: ["Bookham Common", "Polesden Lacey", "St Nicolas Church", "Bookham station"],
      roads: ["Guildford Road (A246)", "High Street", "Church Road", "Lower Road", "Eastwick Road", "Leatherhead Road"],
    },
    prose: [
      "Bookham is really two places: Great Bookham, with its short High Street and the Norman St Nicolas Church, and Little Bookham to the west, running up towards Bookham Common. The A246 Guildford Road cuts across the south of the village, and the National Trust’s Polesden Lacey sits in the hills just beyond it. Most houses are on quiet residential roads off Lower Road, Church Road and Eastwick Road, with driveways that make loading straightforward.",
      "Much of the housing went up between the 1930s and the 1970s: detached houses, chalet bungalows and semis on generous plots, many still with the original garage and a shed or two at the bottom of the garden. Many residents are retired, so a typical job here is helping someone move to a smaller home, or clearing a house after a death for a family who live some distance away.",
      "Gardens are large and mature, so hedge cuttings, conifer trimmings and old fencing make up a lot of our Bookham loads. We also clear garages packed with decades of tools, tins and bicycles. The village comes under Mole Valley District Council. Paint and garden chemicals need separate handling, so point them out when you send photos and we will say what we can take.",
    ],
    tips: [
      "The High Street is short with little roadside space; for shops or flats there, tell us where a van can wait.",
      "If relatives are travelling in to sort a house, we can meet a key holder or collect keys from a neighbour by arrangement.",
      "Lanes near Bookham Common and Polesden Lacey are narrow; mention it if your property is down a single-track road.",
    ],
    typicalJobs: [
      "Downsizing clearances from chalet bungalows",
      "Probate house clearances for families living elsewhere",
      "Conifer and hedge waste from mature gardens",
      "Garage clear-outs of old tools, tins and bikes",
    ],
    faqs: [
      {
        question: "Can you clear a Bookham house when the family lives far away?",
        answer:
          "Yes. Many Bookham clearances are arranged by sons or daughters who live elsewhere. You can send photos or a video, agree a fixed price, and arrange for us to pick up the keys. We set aside paperwork, photographs and anything you mark to keep.",
      },
      {
        question: "Do you take conifer hedge cuttings in bulk?",
        answer:
          "We do. Older gardens around Bookham often have tall leylandii or laurel hedges, and one cut can fill dozens of bags. We load loose cuttings, branches and stumps straight into the van and take them to be composted or chipped.",
      },
    ],
  },
  {
    slug: "ashtead",
    name: "Ashtead",
    county: "Surrey",
    region: "Surrey west and north",
    group: "Mid-Surrey Towns",
    lat: 51.3093,
    lng: -0.299,
    postcodes: ["KT21"],
    description: "Leafy village between Epsom and Leatherhead with Edwardian houses, shops on The Street and Ashtead Common.",
    metaTitle: "Ashtead House & Garden Clearance | Same-Day Collection",
    metaDescription:
      "House, garden and garage clearance in Ashtead, KT21, by a licensed waste carrier. Get a free quote from photos and same-day pick-up if you call by 10am.",
    localInfo: {
      landmarks: ["Ashtead Common", "Ashtead Park", "St Giles’ Church", "Ashtead station", "City of London Freemen’s School"],
      roads: ["The Street (A24)", "Barnett Wood Lane", "Woodfield Lane", "Craddocks Avenue", "Agates Lane", "Park Lane"],
    },
    prose: [
      "Ashtead stretches along the A24, which is called The Street where it passes the village shops. To the north, Woodfield Lane crosses the railway and leads out to Ashtead Common, an ancient wood pasture known for its old oak pollards. To the south-east lies Ashtead Park, home of the City of London Freemen’s School and St Giles’ Church. The Street carries steady traffic between Epsom and Leatherhead, so stopping outside a shop to load takes some planning.",
      "Lower Ashtead, around Barnett Wood Lane and Craddocks Avenue, has interwar semis and small terraces. South of The Street, roads such as Park Lane and Farm Lane have large Edwardian and 1930s detached houses on long plots, and there are private estates with gated drives. Families often stay put here for a generation or more, so lofts, cellars and garages tend to be full by the time a house is sold.",
      "Our Ashtead work is mostly house clearances before a sale, garden waste after tree surgery, and renovation waste when an older house is extended or refitted. A big detached home can produce two or three full loads, so we price from photos of every room and outbuilding rather than guessing. Ashtead falls within Mole Valley District Council’s area.",
    ],
    tips: [
      "Avoid asking us to load on The Street at rush hour; a side road or your drive is quicker and safer.",
      "For gated private roads, share the gate code or meet us at the entrance.",
      "Tree surgery waste is heavy and bulky; tell us roughly how many trees were felled or reduced so we bring enough space.",
    ],
    typicalJobs: [
      "Whole-house clearances in Edwardian detached homes",
      "Tree surgery and garden waste from long plots",
      "Extension and refit waste in Lower Ashtead",
      "Cellar and loft clear-outs before a sale",
    ],
    faqs: [
      {
        question: "Can you load from a house on The Street in Ashtead?",
        answer:
          "Yes, but the A24 is busy and stopping is restricted in places. Where possible we use a side road, rear access or your own drive, and we time the visit to avoid the morning and evening peaks. Tell us about any access at the back when you book.",
      },
      {
        question: "Do you clear homes near Ashtead Common with long drives?",
        answer:
          "We do. Some houses near the Common and Ashtead Park have long gravel drives or sit on private roads. We carry furniture out by hand, use sack trucks where the ground allows, and leave the drive swept when we go.",
      },
    ],
  },
  {
    slug: "epsom",
    name: "Epsom",
    county: "Surrey",
    region: "Surrey west and north",
    group: "Mid-Surrey Towns",
    lat: 51.3326,
    lng: -0.269,
    postcodes: ["KT17", "KT18", "KT19"],
    description: "Racecourse town with a busy Market Place, Victorian terraces and new estates on old hospital sites.",
    metaTitle: "Rubbish Clearance Epsom | Fixed Photo Quotes, Licensed",
    metaDescription:
      "Epsom rubbish clearance for KT17, KT18 and KT19 homes, flats and offices. Licensed and insured, same-day where possible, free quote from your photos.",
    localInfo: {
      landmarks: [
        "Epsom Downs Racecourse",
        "Epsom Clock Tower",
        "The Ashley Centre",
        "Epsom Playhouse",
        "Horton Country Park",
        "Epsom Common",
      ],
      roads: ["High Street", "Ashley Road", "Dorking Road (A24)", "Reigate Road (A240)", "East Street", "West Street", "Church Street"],
    },
    prose: [
      "Epsom centres on its Market Place, where the Victorian clock tower stands in the middle of the High Street and the Ashley Centre and Epsom Playhouse sit just behind. East Street, West Street and the town’s one-way system carry heavy traffic, and roadside loading near the centre is limited, so flats above shops are usually cleared from a side street at an agreed time.",
      "Away from the centre the town changes quickly. Streets off Church Street and Ashley Road have Victorian villas and terraces, while the Longmead and Stamford areas have post-war houses and flats. To the west, the old hospital sites near Horton Country Park, once part of a cluster of large psychiatric hospitals, have been rebuilt as estates such as Clockhouse and Noble Park, with apartment blocks that come with lifts, bin stores and strict parking rules.",
      "Race days shape the calendar. During the Derby meeting in early June, roads across Epsom Downs fill with traffic or close, so we avoid booking collections near the Downs and the Tattenham Corner side on those days. For the rest of the year, our Epsom jobs are end-of-tenancy clearances for letting agents, sofas and mattresses from flats, and garden waste from houses backing onto Epsom Common. Epsom and Ewell Borough Council is the local authority.",
    ],
    tips: [
      "Check the Derby meeting dates before booking near the Downs; the A240 and the roads to Langley Vale are slow on race days.",
      "Blocks on the former hospital estates often have managed parking, so ask your management company about a space for the van.",
      "In the town centre, give us the nearest side street and we will plan a short, timed stop.",
    ],
    typicalJobs: [
      "End-of-tenancy clearances for letting agents",
      "Sofa and mattress collections from flats on the former hospital estates",
      "Clearing Victorian terraces off Church Street",
      "Garden waste from homes backing onto Epsom Common",
    ],
    faqs: [
      {
        question: "Can you collect in Epsom during Derby week?",
        answer:
          "We can, but we plan around it. On race days traffic builds across the Downs and on the roads into town, so we book those collections early in the morning or move them to non-race days. Tell us if you live close to the racecourse and we will suggest a sensible slot.",
      },
      {
        question: "Do you work with Epsom letting agents on end-of-tenancy clearances?",
        answer:
          "Yes. Epsom has plenty of rented flats and houses, and agents often need a property emptied quickly between tenants. We clear furniture, bags and white goods, photograph the rooms when we finish, and send a waste transfer note you can keep on the landlord’s file.",
      },
    ],
  },
  {
    slug: "ewell",
    name: "Ewell",
    county: "Surrey",
    region: "Surrey west and north",
    group: "Mid-Surrey Towns",
    lat: 51.3494,
    lng: -0.2493,
    postcodes: ["KT17", "KT19"],
    description: "Historic village by the Hogsmill springs, with Nonsuch Park and 1930s semis in Stoneleigh and West Ewell.",
    metaTitle: "Ewell Rubbish Collection | Same-Day House Clearance",
    metaDescription:
      "Licensed rubbish collection in Ewell Village, Stoneleigh and West Ewell. Fixed price from a free photo quote, and same-day slots if you message by 10am.",
    localInfo: {
      landmarks: ["Nonsuch Park", "Bourne Hall", "St Mary’s Church", "Ewell Castle School", "Hogsmill River"],
      roads: ["Ewell Bypass (A24)", "Kingston Road (A240)", "High Street", "Cheam Road", "Chessington Road", "Stoneleigh Broadway"],
    },
    prose: [
      "Ewell Village keeps its old High Street, with listed buildings, Bourne Hall’s museum and library beside the springs that feed the Hogsmill River, and Ewell Castle School on Church Street. Nonsuch Park, on the site of Henry VIII’s lost palace, borders the village to the north-east. The Ewell Bypass takes through traffic away from the centre, but the High Street and Cheam Road are still tight for parking.",
      "Most of the wider area was built in the 1930s. Stoneleigh grew up around Stoneleigh Broadway after its station opened in 1932, and West Ewell, off Chessington Road, filled with semis and short terraces at the same time. Many of these houses now have loft conversions and long, narrow gardens, so loft clear-outs, shed removals and bulky items from back bedrooms are common jobs here, along with kitchen and bathroom waste when owners modernise.",
      "Access is generally easy, as most houses have a front drive or a dropped kerb. The exceptions are the older cottages in the village centre and the flats above the parades, where we carry items to a van waiting nearby. Ewell sits within Epsom and Ewell Borough Council, right against the Greater London boundary at Cheam and Worcester Park, and we reach it from Crawley along the A217 or the A24.",
    ],
    tips: [
      "Parking on Ewell Village High Street is short stay; weekday mornings are easier than Saturdays.",
      "For loft clearances, make sure the hatch and ladder are usable, or tell us so we bring our own steps.",
      "In Stoneleigh, parked cars on narrow roads can block loading; ask neighbours to leave a gap outside if you can.",
    ],
    typicalJobs: [
      "Loft clear-outs in 1930s Stoneleigh semis",
      "Shed and garden clearances in West Ewell",
      "Kitchen and bathroom refit waste",
      "Flat clearances above the village parades",
    ],
    faqs: [
      {
        question: "How quickly can you clear a loft in Stoneleigh?",
        answer:
          "Most lofts in Stoneleigh’s interwar semis are cleared in a single visit by a crew of two. How long it takes depends on how full the space is and how easy the hatch is. Send photos from the hatch and the landing, and we will quote a fixed price and an arrival window.",
      },
      {
        question: "Is Ewell inside your service area even though it borders London?",
        answer:
          "Yes. Ewell, Stoneleigh and West Ewell are all well within 30 miles of our Crawley base. Neighbouring streets over the boundary in Cheam and Worcester Park are within range too, so a clearance with one address on each side is not a problem.",
      },
    ],
  },
  {
    slug: "banstead",
    name: "Banstead",
    county: "Surrey",
    region: "Surrey east",
    group: "Mid-Surrey Towns",
    lat: 51.322,
    lng: -0.204,
    postcodes: ["SM7"],
    description: "Hilltop village on the Downs with interwar semis in Nork, large detached homes and a busy High Street.",
    metaTitle: "Banstead Waste Removal | Free Photo Quote, SM7 Homes",
    metaDescription:
      "Waste removal in Banstead, Nork and Burgh Heath from a licensed, insured carrier. A free photo quote gives a set price; same-day when booked before 10am.",
    localInfo: {
      landmarks: ["Banstead Downs", "Banstead Woods", "All Saints Church", "Nork Park", "Banstead Commons"],
      roads: ["High Street", "Brighton Road (A217)", "Winkworth Road", "Park Road", "Bolters Lane", "Nork Way"],
    },
    prose: [
      "Banstead sits high on the North Downs, with Banstead Downs and its golf course to the north and Banstead Woods running down towards Chipstead to the south. The village High Street, with its independent shops and All Saints Church, is busy most days, so short stops are best made in side roads such as Bolters Lane or Park Road rather than outside the shops.",
      "Nork, west of the A217 Brighton Road, is a large 1920s and 1930s estate of semis and detached houses around Nork Way and Nork Park. East of the village, roads off Park Road and Holly Lane have bigger detached homes on wide plots, and Burgh Heath and Tattenham Corner add more interwar streets. The housing is solid and family-sized, so clearances here often involve decades of belongings spread across lofts, garages and spare rooms.",
      "Typical Banstead work includes clearing a family home before a sale, emptying garages and summerhouses, and collecting garden waste from chalky gardens with big hedges. Reigate and Banstead Borough Council covers the area. Brighton Road runs straight down over Reigate Hill to junction 8 of the M25, which gives us a direct route up from Crawley.",
    ],
    tips: [
      "Banstead High Street has short-stay parking only; loading from a side road keeps the job quick.",
      "Nork’s roads are wide but lined with parked cars in the evening, so morning slots make it easier to park outside.",
      "For garden waste, bag small cuttings and pile branches by the gate if you won’t be home.",
    ],
    typicalJobs: [
      "Family house clearances in Nork’s interwar semis",
      "Garage and summerhouse clear-outs",
      "Hedge and chalk-garden waste",
      "Shop and flat clearances off the High Street",
    ],
    faqs: [
      {
        question: "Can you collect garden waste in Banstead if I’m not at home?",
        answer:
          "Yes. Leave the waste by the gate or on the drive and send us photos first so we can agree a fixed price. On the day we load it, sweep the area and let you know when the job is done, so you do not need to take time off work.",
      },
      {
        question: "Do you cover Burgh Heath and Tattenham Corner from Banstead?",
        answer:
          "We do. Burgh Heath, Tattenham Corner, Nork and Woodmansterne are close neighbours of Banstead and well within our range from Crawley. We often group collections across these streets into one trip. That is how we can usually offer a same-day slot if you book by 10am.",
      },
    ],
  },
  {
    slug: "tadworth",
    name: "Tadworth",
    county: "Surrey",
    region: "Surrey east",
    group: "Mid-Surrey Towns",
    lat: 51.2917,
    lng: -0.2361,
    postcodes: ["KT20"],
    description: "Downland commuter village near Walton Heath, with 1930s homes, the Preston estate and big detached plots.",
    metaTitle: "Tadworth Clearance Service | Licensed Waste Carrier",
    metaDescription:
      "Licensed clearance service in Tadworth, Walton on the Hill, Kingswood and across KT20. Free quote from photos, fixed prices and same-day collection options.",
    localInfo: {
      landmarks: ["Walton Heath", "Tadworth Court", "Banstead Heath", "Tadworth station", "Epsom Downs"],
      roads: ["Brighton Road (A217)", "Station Approach", "Chapel Road", "Dorking Road", "Shelvers Way", "Tadworth Street"],
    },
    prose: [
      "Tadworth grew around its station on the branch line to Tattenham Corner, and the village shops still cluster near Station Approach. Walton Heath, with its well-known golf club, lies to the west towards Walton on the Hill, and Banstead Heath and Epsom Downs are a short drive away. The A217 Brighton Road runs along the eastern edge of the village, taking traffic up to Burgh Heath and down to the M25.",
      "Much of Tadworth is 1930s and post-war housing: semis and detached houses along Shelvers Way, The Avenue and the roads off Chapel Road. The Preston estate, built after the war and partly rebuilt in recent years, adds terraces and flats with communal bin areas. Towards Walton on the Hill and Kingswood the houses get larger, often on private roads lined with trees, with outbuildings, pool houses and wide lawns.",
      "Our Tadworth jobs are a mix. On the Preston estate we clear flats between tenancies and take away bulky furniture. In the larger homes we empty garages, garden rooms and lofts, and collect branches and turf after landscaping. Tadworth Court, home of The Children’s Trust, stands on Tadworth Street, where the lane is narrow and wooded. The village lies within Reigate and Banstead Borough Council.",
    ],
    tips: [
      "Private roads around Walton Heath and Kingswood may have speed humps or weight limits; tell us about any restrictions.",
      "On the Preston estate, let us know which bin store or parking bay is nearest to your door.",
      "Landscaping waste fills a van fast; photos from two or three angles help us size the load.",
    ],
    typicalJobs: [
      "Flat clearances on the Preston estate",
      "Outbuilding and pool house clear-outs near Walton Heath",
      "Turf, soil and branches after landscaping",
      "Loft clearances in 1930s semis off Chapel Road",
    ],
    faqs: [
      {
        question: "Do you cover Walton on the Hill and Kingswood as well as Tadworth?",
        answer:
          "Yes. Walton on the Hill, Kingswood, Lower Kingswood and Burgh Heath share the KT20 postcode with Tadworth and are a short run from our Crawley yard via the M23 and M25. We often clear large detached homes on the private roads there.",
      },
      {
        question: "Can you take soil and turf from a Tadworth garden?",
        answer:
          "Yes. Soil, turf and rubble are heavy, so the price depends on weight as well as volume. Bag or pile the material near the access point and send photos with something for scale, such as a wheelie bin, and we will confirm a fixed price before we arrive.",
      },
    ],
  },
  {
    slug: "chipstead",
    name: "Chipstead",
    county: "Surrey",
    region: "Surrey east",
    group: "Mid-Surrey Towns",
    lat: 51.295,
    lng: -0.168,
    postcodes: ["CR5"],
    description: "Wooded Downs village of large detached homes on private roads, with narrow lanes and steep drives.",
    metaTitle: "Chipstead House Clearance | Same-Day Rubbish Removal",
    metaDescription:
      "Licensed house and rubbish clearance in Chipstead, Surrey (CR5). Free photo quotes with fixed prices for homes on private roads, plus same-day collections.",
    localInfo: {
      landmarks: ["St Margaret’s Church", "Chipstead station", "Chipstead Golf Club", "Banstead Woods", "Chipstead Valley"],
      roads: ["Chipstead Valley Road", "How Lane", "Outwood Lane", "Hazelwood Lane", "Starrock Lane", "Elmore Road"],
    },
    prose: [
      "Chipstead is spread thinly across the North Downs between Banstead, Coulsdon and Kingswood, and it has no real high street. St Margaret’s Church stands on the higher ground, Chipstead station sits in a wooded valley on the Tattenham Corner line, and Banstead Woods and the open fields of the Chipstead Valley separate it from its neighbours. The roads are winding, often without pavements, and many are private, unmade or both.",
      "The housing is mostly large detached homes from the 1920s onwards, set back on wooded plots along roads like Hazelwood Lane, Starrock Lane and Elmore Road. Many have double garages, workshops, cellars and outbuildings, and owners commonly stay for decades. When it is finally time to move, the volume of furniture, books and tools is far larger than in a typical town house.",
      "Access shapes how we work in Chipstead. Steep drives, gravel and gates are common, and lanes such as How Lane and Outwood Lane are narrow with few places to pull in. We pick the vehicle to suit, and for a whole-house clearance we may run two smaller vans rather than one large one. Chipstead falls within Reigate and Banstead Borough Council, although it shares the CR5 postcode with Coulsdon.",
    ],
    tips: [
      "Unmade private roads can be rough after rain; tell us about potholes or weight limits so we choose the right van.",
      "Leave gates open or share the code on the day, as many drives are long and out of sight of the road.",
      "Book early in the week for large clearances, as whole-house jobs here often take a full day.",
    ],
    typicalJobs: [
      "Whole-house clearances of large detached homes",
      "Workshop, garage and cellar clear-outs",
      "Woodland garden waste and fallen branches",
      "Downsizing moves from family homes on private roads",
    ],
    faqs: [
      {
        question: "Can you get a van down a private unmade road in Chipstead?",
        answer:
          "Usually, yes. We check photos of the road and drive before the job and choose a vehicle that fits. Where a large van cannot turn, we park at the end of the drive and carry items up, or use two smaller vans. Let us know about gates, steep slopes and weight limits.",
      },
      {
        question: "Which council covers Chipstead for bulky waste?",
        answer:
          "Chipstead is in Reigate and Banstead borough, even though its CR5 postcode is shared with Coulsdon in the London Borough of Croydon. That decides which council’s bulky waste service and recycling rules apply. If you would rather not wait for a council slot, we can collect privately and take everything in one visit.",
      },
    ],
  },
  {
    slug: "guildford",
    name: "Guildford",
    county: "Surrey",
    region: "Surrey west and north",
    group: "North Surrey / Border Catchment",
    lat: 51.2364,
    lng: -0.5727,
    postcodes: ["GU1", "GU2", "GU4"],
    description: "County town on the River Wey with a cobbled High Street, student lets and family estates like Merrow.",
    metaTitle: "Guildford Rubbish Clearance | Licensed, Same-Day Service",
    metaDescription:
      "Licensed rubbish clearance in Guildford for student lets, family homes and offices across GU1, GU2 and GU4. Free photo quote and same-day collection.",
    localInfo: {
      landmarks: ["Guildford Castle", "Guildford Cathedral", "University of Surrey", "Yvonne Arnaud Theatre", "River Wey"],
      roads: [
        "High Street",
        "North Street",
        "Woodbridge Road (A320)",
        "Epsom Road",
        "Walnut Tree Close",
        "Stoke Road",
        "A3 Guildford bypass",
      ],
    },
    prose: [
      "Guildford’s centre climbs steeply from the River Wey up the cobbled High Street, past the Guildhall clock towards the top of town, with the keep of Guildford Castle standing above the streets to the south. The High Street is closed to most vehicles for much of the day, and the gyratory by the station and the Friary gets congested at peak times, so town-centre jobs need a planned loading point and time.",
      "Around the centre, the housing splits into distinct areas. Stoke and the roads off Woodbridge Road have Victorian terraces, many let to students at the University of Surrey. Onslow Village, Merrow and Burpham are full of 1930s and post-war family homes, while Park Barn, Westborough and Bellfields have council-built houses and flats. The Cathedral stands on Stag Hill beside the university campus, looking over the A3.",
      "Student lets bring a rush of end-of-tenancy clearances each summer, when houses near the station and the campus are emptied of beds, desks and bags of rubbish before new tenants arrive. Through the rest of the year we clear family homes, garages and gardens, and take office furniture from premises around Walnut Tree Close and the Surrey Research Park. Guildford Borough Council covers the town, and Surrey County Council runs the community recycling centre at Slyfield.",
    ],
    tips: [
      "Vehicle access to the High Street is restricted during the day; tell us about your nearest rear access or car park.",
      "Book student house clearances early for late June and early July, when landlords all want the same weeks.",
      "Pewley Hill and the roads up to the Mount are steep; let us know about steps to your door.",
    ],
    typicalJobs: [
      "End-of-tenancy clearances in Stoke student houses",
      "Family home clear-outs in Merrow and Burpham",
      "Office furniture from Walnut Tree Close",
      "Flat clearances on the Park Barn and Westborough estates",
    ],
    faqs: [
      {
        question: "Can you clear a student house in Guildford between tenancies?",
        answer:
          "Yes. We often work with landlords and agents on houses near the university and in Stoke. We remove beds, desks, broken chairs and the bags left behind, separate anything recyclable and send a waste transfer note. Summer is busy, so book a date as soon as tenants confirm they are leaving.",
      },
      {
        question: "How do you load in Guildford town centre?",
        answer:
          "It depends on the street. The High Street has daytime vehicle restrictions, so we often use Sydenham Road, a rear service yard or a nearby car park and carry items the last stretch. Give us the exact address and floor, and we will plan the stop before we arrive.",
      },
    ],
  },
  {
    slug: "woking",
    name: "Woking",
    county: "Surrey",
    region: "Surrey west and north",
    group: "North Surrey / Border Catchment",
    lat: 51.319,
    lng: -0.5589,
    postcodes: ["GU21", "GU22"],
    description: "Commuter town with town-centre towers, Victorian streets in Maybury and the 1970s Goldsworth Park estate.",
    metaTitle: "Woking Waste Clearance | Free Photo Quote, GU21 & GU22",
    metaDescription:
      "Licensed waste clearance in Woking, Horsell, Knaphill and Sheerwater. Send photos for a free fixed-price quote and same-day pick-up if booked by 10am.",
    localInfo: {
      landmarks: ["Woking station", "Shah Jahan Mosque", "Horsell Common", "The Lightbox", "Basingstoke Canal"],
      roads: ["Chertsey Road", "Commercial Way", "Goldsworth Road", "Guildford Road (A320)", "Oriental Road", "Victoria Way"],
    },
    prose: [
      "Woking is a railway town, built around the main-line station that takes commuters to London Waterloo in under half an hour. The centre has changed fast, with residential towers rising around Victoria Square and along Goldsworth Road, and the Martian sculpture in Crown Passage recalls H. G. Wells, who wrote The War of the Worlds while living here and landed his invaders on Horsell Common.",
      "Beyond the centre, Maybury and the streets around Oriental Road have Victorian and Edwardian houses, close to the Shah Jahan Mosque, the first purpose-built mosque in Britain. Goldsworth Park, built in the 1970s and 1980s around its lake, is a maze of cul-de-sacs with short driveways. Sheerwater has been going through a large regeneration, while Horsell, Knaphill and St John’s keep older village cores with cottages and larger houses near the Basingstoke Canal.",
      "Flats are a big part of our Woking work. Tall blocks in the centre have lifts, concierge desks and loading bays that must be booked, so we agree a time with the building before we arrive. We also clear houses on Goldsworth Park before a sale, take away old kitchens from Horsell, and collect bulky items from homes near the canal. Woking Borough Council is the local authority, and we reach the town from Crawley along the M25.",
    ],
    tips: [
      "Town-centre towers usually need a loading bay booked through the concierge or managing agent.",
      "Goldsworth Park’s cul-de-sacs are tight for turning; tell us if the van can’t park outside.",
      "Chertsey Road and the station approaches are busy at commuter peaks, so mid-morning and early afternoon slots move fastest.",
    ],
    typicalJobs: [
      "Flat clearances in town-centre tower blocks",
      "Pre-sale house clear-outs on Goldsworth Park",
      "Kitchen and bathroom strip-out waste in Horsell",
      "Bulky furniture from Victorian houses in Maybury",
    ],
    faqs: [
      {
        question: "Can you clear a flat in one of Woking’s town-centre towers?",
        answer:
          "Yes. Most of the newer blocks have a service lift and a loading bay that has to be reserved. Ask your concierge or managing agent which lift we can use and at what times, and we will fit the collection around it. We protect lift walls and floors while we work.",
      },
      {
        question: "Do you cover Knaphill, Byfleet and West Byfleet?",
        answer:
          "We do. Knaphill, St John’s, Byfleet, West Byfleet and Pyrford are all within our 30-mile radius from Crawley. Byfleet and West Byfleet sit right beside the M25, so they are among the quicker places around Woking for us to reach.",
      },
    ],
  },
  {
    slug: "godalming",
    name: "Godalming",
    county: "Surrey",
    region: "Surrey west and north",
    group: "North Surrey / Border Catchment",
    lat: 51.1858,
    lng: -0.614,
    postcodes: ["GU7", "GU8"],
    description: "Old Wey valley town of timber-framed cottages, Victorian villas on steep hills and Farncombe terraces.",
    metaTitle: "Godalming Rubbish Removal | Same-Day Photo Quotes",
    metaDescription:
      "Licensed rubbish removal in Godalming, Farncombe and Milford. Fixed prices from a free photo quote, same-day if you get in touch by 10am. GU7 and GU8.",
    localInfo: {
      landmarks: ["The Pepperpot", "Charterhouse", "Phillips Memorial Park", "Godalming Museum", "River Wey"],
      roads: [
        "High Street",
        "Bridge Street",
        "Church Street",
        "Holloway Hill",
        "Ockford Road",
        "Flambard Way",
        "Frith Hill Road",
        "Catteshall Lane",
      ],
    },
    prose: [
      "Godalming’s narrow High Street winds between timber-framed and Georgian buildings to the Pepperpot, the little old town hall at its western end. Church Street leads down to the parish church and Phillips Memorial Park by the River Wey, named after the Titanic’s wireless operator, who grew up in the town. Vans can pass through the centre, but stopping is difficult, and many cottages open straight onto the pavement.",
      "The town is hemmed in by hills, and that shapes the housing. Frith Hill and Holloway Hill climb steeply, lined with Victorian and Edwardian villas that often have steps up from the road. Farncombe, to the north, has rows of Victorian terraces near its station, while Binscombe and Aarons Hill have post-war council-built homes. Charterhouse School sits on the high ground to the north-west, with larger houses around it.",
      "Our Godalming work is a mix of house clearances in the older streets, garden waste from steep terraced gardens, and clear-outs of flats above the High Street shops. Where a house has steps and no drive, we carry everything to the van by hand, so mentioning the number of steps when you send photos helps us price correctly. Godalming is in Waverley Borough Council’s area.",
    ],
    tips: [
      "Frith Hill Road and Holloway Hill are steep and narrow; photos of the path from road to door help us plan.",
      "In the town centre, tell us if there is rear access from a yard or a lane behind the High Street.",
      "Farncombe’s terraced streets fill with parked cars overnight; a mid-morning slot gives the best chance of a space nearby.",
    ],
    typicalJobs: [
      "House clearances of cottages in the old town",
      "Garden waste from steep terraced gardens on Frith Hill",
      "Clear-outs of flats above High Street shops",
      "Terraced house clearances in Farncombe",
    ],
    faqs: [
      {
        question: "My Godalming house has lots of steps up from the road. Is that a problem?",
        answer:
          "Not at all. Many homes on Frith Hill and Holloway Hill sit well above the road, and we are used to carrying furniture down steps. Tell us roughly how many there are and whether there is a handrail, and we will bring enough people to do it safely.",
      },
      {
        question: "Do you cover Milford, Witley and the villages south of Godalming?",
        answer:
          "Yes. Milford, Witley, Elstead and Busbridge are all within our service area. Many properties there are farmhouses and cottages with outbuildings, so we often clear barns, stables and sheds on the same visit as the house.",
      },
    ],
  },
  {
    slug: "farnham",
    name: "Farnham",
    county: "Surrey",
    region: "Surrey west and north",
    group: "North Surrey / Border Catchment",
    lat: 51.2148,
    lng: -0.799,
    postcodes: ["GU9", "GU10"],
    description: "Georgian market town on the Hampshire border, with Castle Street townhouses and big homes in the Bourne.",
    metaTitle: "Farnham House Clearance | Licensed Waste Removal GU9",
    metaDescription:
      "House clearance and waste removal in Farnham, Hale, Wrecclesham and the Bourne by a licensed carrier. Free quote from photos; same-day where available.",
    localInfo: {
      landmarks: ["Farnham Castle", "Farnham Maltings", "Gostrey Meadow", "Museum of Farnham", "Farnham Park"],
      roads: ["Castle Street", "West Street", "The Borough", "Downing Street", "East Street", "A31 Farnham bypass", "Firgrove Hill"],
    },
    prose: [
      "Farnham has one of the best-kept Georgian centres in Surrey. Castle Street runs up from The Borough towards Farnham Castle, with wide townhouses on either side, and West Street and Downing Street hold more listed buildings, independent shops and the Museum of Farnham. Farnham Maltings, an arts centre in old maltings buildings by the River Wey, sits just south of the centre near Gostrey Meadow.",
      "The town’s traffic is notorious. The A31 bypass, Hickleys Corner and the town-centre one-way system jam at peak times, so we aim to reach town mid-morning. Central streets have narrow pavements and many listed fronts, and loading outside them usually means a short, planned stop.",
      "Around the centre the houses vary a great deal. Hale, Heath End and Weybourne to the north have Victorian terraces and post-war estates, Wrecclesham and Rowledge to the south-west have cottages and family homes, and the Bourne and Moor Park have large Edwardian and interwar houses on wooded slopes. Typical jobs include probate clearances of big family houses, student room clear-outs near the University for the Creative Arts, and garden waste from sloping, tree-filled plots. Farnham falls within Waverley Borough Council, with Aldershot and the Hampshire border just to the north.",
    ],
    tips: [
      "Avoid booking for the school run or the evening peak on the A31 and around Hickleys Corner.",
      "Castle Street is wide but its parking bays are often full; we can use a nearby side road for a short stop.",
      "Wooded plots in the Bourne can have steep, leaf-covered drives; tell us if a large van may struggle.",
    ],
    typicalJobs: [
      "Probate clearances of large houses in the Bourne",
      "Student room clear-outs near the University for the Creative Arts",
      "Garden waste from wooded, sloping gardens",
      "Terraced house clearances in Hale and Heath End",
    ],
    faqs: [
      {
        question: "Farnham is near the Hampshire border. Do you still cover it?",
        answer:
          "Yes. Farnham is at the western edge of our range from Crawley, and we can also take jobs just over the border in Aldershot, Ash and Farnborough when they fit our route. For the furthest addresses, booking a day ahead gives us the best chance of fitting you in.",
      },
      {
        question: "Can you clear a listed building in central Farnham without damage?",
        answer:
          "Yes. Many houses on Castle Street and West Street are listed, with narrow hallways, old staircases and original floors. We use floor and banister protection, carry rather than drag heavy pieces, and take furniture apart where doorways are too tight.",
      },
    ],
  },
  {
    slug: "cranleigh",
    name: "Cranleigh",
    county: "Surrey",
    region: "Surrey west and north",
    group: "North Surrey / Border Catchment",
    lat: 51.1408,
    lng: -0.487,
    postcodes: ["GU6"],
    description: "Large Surrey village of commuter homes, new estates and farmhouses, with the Downs Link on its doorstep.",
    metaTitle: "Cranleigh Rubbish Clearance | Fixed Prices, GU6 Homes",
    metaDescription:
      "Licensed rubbish clearance in Cranleigh, Ewhurst and Alfold. Free photo quote with a fixed price, and same-day collection from GU6 homes, farms and stables.",
    localInfo: {
      landmarks: ["Cranleigh Common", "Cranleigh School", "St Nicolas Church", "Cranleigh Village Hospital", "Downs Link"],
      roads: ["High Street", "Ewhurst Road", "Horsham Road", "Knowle Lane", "Guildford Road", "Alfold Road"],
    },
    prose: [
      "Cranleigh likes to call itself the largest village in England, and its long High Street, with shops, cafés and one of the country’s first cottage hospitals, feels like a small town. Cranleigh Common is a short walk from the shops, and the Downs Link path follows the old railway that closed in the 1960s, so the nearest stations are now at Guildford and Horsham.",
      "Housing has grown fast here. Victorian villas and cottages line the roads off the High Street, the 1960s and 1970s brought estates of semis and bungalows, and large new developments have gone up on farmland off Knowle Lane and Alfold Road in recent years. Outside the village, farmhouses, barns and stables are scattered along the lanes towards Ewhurst, Alfold and Ellens Green.",
      "Because Cranleigh has no railway and is reached by rural B-roads, nearly everyone drives, and bulky items tend to pile up in garages and outbuildings. Our Cranleigh jobs are often garage and stable clear-outs, house clearances for older residents moving nearer family, and garden waste from big rural plots. The village comes under Waverley Borough Council. From our Crawley base we come across through Horsham and down the A281.",
    ],
    tips: [
      "Farm tracks and stable yards can be soft in winter; photos of the access route help us pick the right van.",
      "New-build estates off Knowle Lane often have narrow shared drives; tell us where the van can wait without blocking neighbours.",
      "For stables and barns, keep old feed sacks, fencing and scrap metal in separate piles so more of the load can be recycled.",
    ],
    typicalJobs: [
      "Stable, barn and outbuilding clear-outs",
      "Garage clearances in 1960s and 1970s bungalows",
      "Downsizing house clearances for older residents",
      "Garden waste from rural plots towards Ewhurst",
    ],
    faqs: [
      {
        question: "Do you clear farm buildings and stables around Cranleigh?",
        answer:
          "Yes. We clear barns, stables and workshops on the farms around Cranleigh, Ewhurst and Alfold, taking old timber, fencing, feed sacks, furniture and scrap metal. Point out any asbestos sheeting or old farm chemicals in your photos, as those need specialist handling and may not be something we can take.",
      },
      {
        question: "Can you collect from the new estates off Knowle Lane?",
        answer:
          "Yes. The newer developments on the edge of Cranleigh often have shared drives, visitor bays and narrow turning heads. We park where we will not block neighbours, carry items out, and take packaging, unwanted furniture or leftover building materials after a move.",
      },
    ],
  },
  {
    slug: "haslemere",
    name: "Haslemere",
    county: "Surrey",
    region: "Surrey west and north",
    group: "North Surrey / Border Catchment",
    lat: 51.089,
    lng: -0.712,
    postcodes: ["GU27"],
    description: "Hill town in the Surrey Hills near Hindhead, with Victorian villas, steep lanes and wooded plots.",
    metaTitle: "Haslemere Waste Removal | Licensed & Same-Day Service",
    metaDescription:
      "Licensed waste removal in Haslemere, Hindhead, Grayswood and Shottermill. Free photo quotes at a set price, and same-day help if you contact us by 10am.",
    localInfo: {
      landmarks: ["Haslemere Educational Museum", "Black Down", "Hindhead Common", "Haslemere Hall", "Swan Barn Farm"],
      roads: ["High Street", "West Street", "Lower Street", "Petworth Road", "Shepherds Hill", "Weydown Road", "Grayswood Road (A286)"],
    },
    prose: [
      "Haslemere sits in a bowl of wooded hills in the far south-west corner of Surrey, close to both Hampshire and West Sussex. The High Street, with its Town Hall, the Haslemere Educational Museum and a row of Georgian and older fronts, is wide enough for short-stay bays. Black Down, the highest point in Sussex, rises to the south, and Hindhead Common and the Devil’s Punch Bowl are a short drive north-west.",
      "The railway brought Victorian commuters, and the town is full of their houses: tall brick villas on Shepherds Hill and the roads towards the station, Arts and Crafts homes on the wooded slopes, and cottages in Shottermill and along Lower Street. Many properties sit on steep plots with steps, sloping drives and terraced gardens, and some lanes out towards Grayswood and Camelsdale are narrow and banked.",
      "That terrain affects every job. We often carry items a long way up or down between the house and the road, and the trees mean a steady supply of branches, leaves and logs for garden clearances. Plenty of owners have lived in the same house for many years, so house clearances after a death or a move into care are common. Haslemere falls within Waverley Borough Council, and the Hindhead Tunnel on the A3 has made the run from Guildford much quicker.",
    ],
    tips: [
      "Tell us about steps or steep drives when you book, as they decide how many people we send.",
      "Lower Street and the lanes towards Camelsdale are narrow, so a smaller van may be the better choice.",
      "The High Street bays are short stay, so for shop clearances we load early before trade picks up.",
    ],
    typicalJobs: [
      "Probate and care-move clearances in Victorian villas",
      "Branch, leaf and log clearances from wooded gardens",
      "Clear-outs of Arts and Crafts houses on steep plots",
      "Cottage clearances in Shottermill",
    ],
    faqs: [
      {
        question: "Is Haslemere too far from Crawley for same-day collection?",
        answer:
          "It is towards the edge of our area, roughly an hour by road through Horsham or Guildford, so same-day depends on the rest of that day’s jobs. Send photos before 10am and we will tell you straight away whether we can come that day or book you in for the next.",
      },
      {
        question: "Can you clear a house on a steep plot in Haslemere?",
        answer:
          "Yes. Steep paths and long flights of steps are normal here. We send enough people to carry furniture safely, use straps and sack trucks where the ground allows, and dismantle large items that will not pass a bend. Photos of the route help us price it properly.",
      },
    ],
  },
  {
    slug: "caterham",
    name: "Caterham",
    county: "Surrey",
    region: "Surrey east",
    group: "North Surrey / Border Catchment",
    lat: 51.282,
    lng: -0.0783,
    postcodes: ["CR3"],
    description: "Split between the Valley and the Hill, with Victorian houses, the old barracks village and steep climbs.",
    metaTitle: "Caterham Rubbish Clearance | Same-Day, Fixed Price CR3",
    metaDescription:
      "Licensed rubbish clearance in Caterham on the Hill and Caterham Valley. WhatsApp photos for a free, fixed-price quote, with same-day pick-up options.",
    localInfo: {
      landmarks: ["Caterham station", "East Surrey Museum", "Caterham School", "Queens Park", "Church Hill"],
      roads: ["Church Hill", "Croydon Road", "Station Avenue", "Godstone Road (A22)", "Harestone Valley Road", "Westway", "Stafford Road"],
    },
    prose: [
      "Caterham is two towns joined by a hill. Caterham Valley grew up around the station at the end of the branch line from Purley, with shops along Station Avenue and Croydon Road, while Caterham on the Hill sits high above it, reached by the steep climb of Church Hill. Vans labour up that road in traffic, and side streets on both levels are narrow and heavily parked.",
      "The housing reflects that history. The Valley and Harestone Valley Road have large Victorian and Edwardian houses on sloping plots, many now split into flats. On the Hill, the former Guards depot at Caterham Barracks has been turned into a housing estate known as the Village, with converted barrack blocks and new homes around the old parade ground, and there are plenty of post-war semis and bungalows along Westway and the roads near Queens Park.",
      "Common Caterham jobs are flat clear-outs in converted Victorian houses with shared stairs, garage and loft clearances in post-war homes on the Hill, and garden waste from steep back gardens. Tandridge District Council covers the town. The A22 Godstone Road runs along the valley floor towards Whyteleafe and Purley, and junction 6 of the M25 at Godstone gives us a quick route up from Crawley.",
    ],
    tips: [
      "Church Hill is steep and busy; tell us which level you live on and how close a van can park.",
      "Converted Victorian houses often have shared hallways, so let neighbours know when we are coming.",
      "In the Village on the old barracks site, check whether visitor parking needs a permit.",
    ],
    typicalJobs: [
      "Flat clear-outs in converted Victorian houses in the Valley",
      "Loft and garage clearances in post-war homes on the Hill",
      "Garden waste from steep back gardens",
      "Clearances in the Village on the old barracks site",
    ],
    faqs: [
      {
        question: "Can you clear a flat in a converted house in Caterham Valley?",
        answer:
          "Yes. Many large Victorian houses in the Valley are divided into flats with narrow shared stairs and no lift. We carry items down carefully, keep communal areas clear while we work and sweep up afterwards. Tell us which floor you are on when you send photos.",
      },
      {
        question: "Do you cover Whyteleafe and Chaldon from Caterham?",
        answer:
          "Yes. Whyteleafe, Chaldon, Woldingham and Kenley are all close to Caterham and within our range. The steep roads between the valley and the hill mean travel times vary, so we plan routes that group nearby jobs together.",
      },
    ],
  },
  {
    slug: "warlingham",
    name: "Warlingham",
    county: "Surrey",
    region: "Surrey east",
    group: "North Surrey / Border Catchment",
    lat: 51.3094,
    lng: -0.0582,
    postcodes: ["CR6"],
    description: "Village on the Downs above Whyteleafe, with interwar and post-war semis and bungalows around the Green.",
    metaTitle: "Warlingham Waste Clearance | Same-Day Rubbish Removal",
    metaDescription:
      "Licensed waste clearance in Warlingham, Hamsey Green and Chelsham. Free quote from your photos, a fixed price, and same-day collection when you book early.",
    localInfo: {
      landmarks: ["Warlingham Green", "All Saints Church", "Hamsey Green", "Chelsham Common", "Warlingham School"],
      roads: ["Limpsfield Road (B269)", "Westhall Road", "Farleigh Road", "Hillbury Road", "Succombs Hill", "Harrow Road"],
    },
    prose: [
      "Warlingham sits on the North Downs plateau between Sanderstead and the Tandridge countryside, with its shops gathered around the Green where Limpsfield Road, Farleigh Road and Westhall Road meet. Hamsey Green lies to the north along Limpsfield Road, and Chelsham and its common to the east. Upper Warlingham station is actually down in the valley at Whyteleafe, reached by steep roads such as Hillbury Road and Succombs Hill.",
      "Most homes were built between the 1920s and the 1960s: semis, detached houses and a great many bungalows on quiet roads with front drives and long back gardens. A few cottages near All Saints Church on Westhall Road are much older, and there are larger detached homes on the slopes that fall towards the valley. Bungalows make for easy carrying, but their lofts are often boarded and packed.",
      "Our Warlingham jobs are mainly downsizing and probate clearances of bungalows, garage and loft clear-outs, and garden waste from those long gardens. There is little on-street parking around the Green, so we load from driveways wherever we can. Warlingham is part of Tandridge District Council and sits right on the Greater London boundary, next to Croydon’s Sanderstead and Selsdon, so residents sometimes find that neighbours a few streets away follow different council rules.",
    ],
    tips: [
      "Parking around the Green is short stay; a driveway or side road is best for bigger loads.",
      "Succombs Hill and Hillbury Road are steep and narrow; mention it if you live on either.",
      "Bungalow lofts are often full to the eaves, so check the hatch is clear before we arrive.",
    ],
    typicalJobs: [
      "Bungalow clearances for downsizing and probate",
      "Loft clear-outs in 1930s semis",
      "Garden waste from long back gardens",
      "Garage clearances in Hamsey Green",
    ],
    faqs: [
      {
        question: "Can you clear a bungalow in Warlingham in a single visit?",
        answer:
          "Usually. A two- or three-bedroom bungalow with a loft and garage often fits in one or two van loads, which we can normally handle in a day. Photos of each room, the loft and the garage let us give a fixed price and tell you how long we will need.",
      },
      {
        question: "Can you collect from the steep roads down to Whyteleafe?",
        answer:
          "Yes. Hillbury Road, Succombs Hill and the roads down towards Upper Warlingham station are steep, narrow and lined with parked cars. We choose a van that can stop safely on the slope and carry items from the house if we cannot park right outside.",
      },
    ],
  },
  {
    slug: "oxted",
    name: "Oxted",
    county: "Surrey",
    region: "Surrey east",
    group: "North Surrey / Border Catchment",
    lat: 51.257,
    lng: -0.001,
    postcodes: ["RH8"],
    description: "Tandridge town below the North Downs, with Edwardian houses near the station and an old village off the A25.",
    metaTitle: "Oxted Rubbish Removal | Licensed Clearance, RH8 Homes",
    metaDescription:
      "Licensed rubbish removal and house clearance in Oxted, Hurst Green and Limpsfield. Send photos for a free fixed quote; same-day if you call before 10am.",
    localInfo: {
      landmarks: ["Oxted station", "Master Park", "St Mary’s Church", "Limpsfield Common", "Titsey Place"],
      roads: ["Station Road East", "Station Road West", "Amy Road", "Godstone Road (A25)", "Barrow Green Road", "Hurst Green Road"],
    },
    prose: [
      "Oxted grew in two stages. Old Oxted, with its steep little High Street and timber-framed inns, lies just off the A25 to the west, while the newer town grew up around the railway station from the 1880s. The railway runs through the middle of the centre, so the shops are split between Station Road East and Station Road West, with Master Park and its open space close by. Limpsfield village and its common are to the east.",
      "Edwardian and interwar houses fill the roads around the station and climb towards the North Downs, where the M25 runs along the foot of the escarpment just north of town. Hurst Green, to the south, has more post-war houses and its own station, while Limpsfield Chart and the lanes towards Tandridge village have larger houses on wooded plots.",
      "Loading in the centre needs care: Station Road East and Station Road West are busy, their bays are rarely free, and most flats above the shops are reached by stairs. Elsewhere, our Oxted jobs are mostly house clearances, garden waste from sloping gardens and garage clear-outs. Tandridge District Council is the local authority. We come up to Oxted from Crawley on the A22 through Lingfield or East Grinstead, or along the A25 from Godstone.",
    ],
    tips: [
      "Station Road East and West have little free kerb space; tell us about any rear access to a flat above a shop.",
      "Old Oxted’s High Street is steep and narrow, so a smaller van may be needed there.",
      "Lanes on Limpsfield Chart are wooded and narrow, so allow us a slightly wider arrival window.",
    ],
    typicalJobs: [
      "Flat clearances above shops on Station Road East and West",
      "House clearances in the Edwardian streets near the station",
      "Garden waste from sloping gardens below the Downs",
      "Garage clear-outs in Hurst Green",
    ],
    faqs: [
      {
        question: "Can you park to clear a flat in Oxted town centre?",
        answer:
          "We plan for it. Parking on Station Road East and West is short stay and busy, so we look for rear access or a nearby side road and carry items the last few metres. For larger flats we may bring an extra person to keep the stop short.",
      },
      {
        question: "Do you also cover Limpsfield and Hurst Green?",
        answer:
          "Yes. Limpsfield, Limpsfield Chart, Hurst Green and Tandridge village are all a short drive from Oxted and inside our radius. Homes on the Chart often have wooded gardens, so a house clearance there frequently comes with branches and leaf waste as well.",
      },
    ],
  },
  {
    slug: "edenbridge",
    name: "Edenbridge",
    county: "Kent",
    region: "Surrey east",
    group: "North Surrey / Border Catchment",
    lat: 51.197,
    lng: 0.065,
    postcodes: ["TN8"],
    description: "Kent market town on the River Eden, with a Tudor High Street, Victorian terraces and the Stangrove estate.",
    metaTitle: "Edenbridge Waste Clearance | Licensed Carrier, TN8",
    metaDescription:
      "Licensed waste clearance in Edenbridge and nearby Kent villages such as Four Elms and Hever. Free photo quote, fixed prices and same-day collection slots.",
    localInfo: {
      landmarks: ["Eden Valley Museum", "Hever Castle", "St Peter and St Paul’s Church", "River Eden", "Edenbridge Town station"],
      roads: ["High Street (B2026)", "Stangrove Road", "Station Road", "Main Road", "Crouch House Road", "Hever Road"],
    },
    prose: [
      "Edenbridge lies in the Kent part of the Eden valley, just over the county line from Surrey. Its long High Street has timber-framed buildings going back to Tudor times, including the house that holds the Eden Valley Museum, and it crosses the River Eden at its southern end. Hever Castle, Anne Boleyn’s childhood home, is a few miles away, and the town has two stations: Edenbridge Town on the Uckfield line and Edenbridge on the line from Redhill to Tonbridge.",
      "The housing is a mix. Victorian terraces line the streets off the High Street and Station Road, the post-war Stangrove Park estate sits to the west, and Marlpit Hill to the north along Main Road has newer houses. Around the town, farmhouses, oast houses and converted barns are spread across the flat Wealden fields towards Four Elms, Cowden and Crockham Hill.",
      "The Eden floodplain means some low-lying homes have been flooded in the past, and removing water-damaged carpets, furniture and plasterboard is the kind of job we take on here. We also clear estate houses between tenancies, empty outbuildings on farms, and take garden waste from big rural plots. Edenbridge is in Sevenoaks District Council’s area, so Kent County Council’s tip rules apply rather than Surrey’s.",
    ],
    tips: [
      "Edenbridge is in Kent, so if you plan to visit the tip yourself, check Kent County Council’s rules rather than Surrey’s.",
      "The High Street is narrow in places with limited parking; tell us if there is access from behind a shop.",
      "After heavy rain, lanes around the Eden can flood; we will call ahead if a route is closed.",
    ],
    typicalJobs: [
      "Flood-damaged carpet and furniture removal",
      "Farm outbuilding and oast house clear-outs",
      "End-of-tenancy clearances on Stangrove Park",
      "Victorian terrace clearances off Station Road",
    ],
    faqs: [
      {
        question: "Do you come into Kent to collect from Edenbridge?",
        answer:
          "Yes. Although we are based in Crawley, Edenbridge is only about 11 miles away as the crow flies, reached through East Grinstead or Lingfield. The county boundary makes no difference to us: we carry the same licence and paperwork wherever we collect.",
      },
      {
        question: "Can you clear flood-damaged items from an Edenbridge home?",
        answer:
          "Yes. We remove wet carpets, underlay, sofas, mattresses and damaged plasterboard, bag loose debris and load it quickly so drying can begin. If your insurer needs a record, we can photograph the items and provide a waste transfer note for your claim.",
      },
    ],
  },
];

import type { AreaSource } from "../types";

/** West Sussex coastal belt and the East Sussex corridor, west to east. */
export const coastAreas: AreaSource[] = [
  {
    slug: "worthing",
    name: "Worthing",
    county: "West Sussex",
    region: "West Sussex coast",
    group: "West Sussex Coastal Belt",
    lat: 50.8118,
    lng: -0.372,
    postcodes: ["BN11", "BN12", "BN13", "BN14"],
    description: "Seafront flats, Victorian terraces in Heene and Broadwater, and bungalows out towards Goring and Durrington.",
    metaTitle: "Rubbish Clearance Worthing | Same-Day Waste Removal",
    metaDescription:
      "Licensed rubbish clearance across Worthing, from Goring bungalows to Marine Parade flats. Photos get you a free, fixed quote; same-day if you book before 10am.",
    localInfo: {
      landmarks: ["Worthing Pier", "Beach House Park", "Highdown Gardens", "Cissbury Ring", "The Dome Cinema"],
      roads: ["A259 Marine Parade", "A24 Broadwater Road", "A27 Upper Brighton Road", "Montague Street", "Tarring Road", "Goring Road"],
    },
    prose: [
      "Worthing stretches for several miles along the coast, from Goring-by-Sea in the west to East Worthing and the Adur boundary. A lot of our work is close to Worthing Pier and the seafront, where blocks of interwar and post-war flats line Marine Parade and West Parade. Many of those flats are small, some have no lift, and the bays outside are short-stay or permit-only, so loads come down the stairwell by hand to a van parked wherever the rules allow.",
      "Inland, the housing changes street by street. Heene and the town centre have tall Victorian and Edwardian terraces, often split into flats, with basements and back gardens reached only through the house. Broadwater and Tarring have late-Victorian terraces and interwar semis. Goring, Durrington and Salvington are mostly bungalows and chalet bungalows from the 1930s to the 1970s, with garages and roof spaces that have filled up over decades.",
      "Worthing has a large retired population, and probate and downsizing clearances make up a big share of the jobs here, often a whole bungalow emptied ahead of a sale. We also take garden waste and old sheds from Findon Valley, and clear rooms in shared houses near the station for landlords. Worthing Borough Council works jointly with Adur District Council as Adur & Worthing Councils, and the West Worthing level crossing can hold up traffic heading north from the seafront.",
    ],
    tips: [
      "Much of central Worthing and the seafront is permit or pay-and-display parking, so tell us if you have a visitor permit we can use.",
      "For flats on Marine Parade or West Parade, give us the floor number and say whether the block has a lift.",
      "Summer weekends along the A259 and A27 are slow; an early morning slot is easier to keep on time.",
    ],
    typicalJobs: [
      "Probate clearances of 1930s bungalows in Goring and Durrington",
      "Seafront flat clear-outs on Marine Parade and West Parade",
      "Garage and loft clearances in Broadwater and Tarring semis",
      "Garden waste and shed removal in Findon Valley",
      "End-of-tenancy clearances in converted flats around Heene",
    ],
    faqs: [
      {
        question: "Can you clear a flat on Worthing seafront with no lift?",
        answer:
          "Yes. Many blocks along Marine Parade and West Parade have stairs only. We send enough people to carry everything down safely, protect communal hallways, and park as close as the bays allow. Tell us the floor and any tight landings when you send photos, and the fixed price will already include the carrying.",
      },
      {
        question: "Why not take it to the Worthing recycling centre myself?",
        answer:
          "West Sussex recycling centres, Worthing included, work on booked visits, and vans need a permit. That suits a car-load of household items. If you have several loads, heavy furniture or no vehicle, we can collect everything from your home in one visit and give you a waste transfer note.",
      },
    ],
  },
  {
    slug: "lancing",
    name: "Lancing",
    county: "West Sussex",
    region: "West Sussex coast",
    group: "West Sussex Coastal Belt",
    lat: 50.829,
    lng: -0.324,
    postcodes: ["BN15"],
    description: "Interwar bungalows, chalet homes and 1950s estates between the A27, the Downs and Widewater Lagoon.",
    metaTitle: "Waste Clearance in Lancing | Licensed, Fixed Prices",
    metaDescription:
      "Licensed house, garden and garage clearance in Lancing, from North Lancing to the beach estates. Free, fixed photo quotes and same-day collection by 10am.",
    localInfo: {
      landmarks: ["Lancing College Chapel", "Widewater Lagoon", "Lancing Ring", "Beach Green"],
      roads: ["A27", "A259 Brighton Road", "South Street", "North Road", "Grinstead Lane", "Manor Road"],
    },
    prose: [
      "Lancing sits between Worthing and Shoreham, divided by the railway and the A27. Above the A27 is North Lancing, the old village below Lancing Ring, with flint cottages and larger detached houses climbing towards the Downs and looking across the valley to Lancing College Chapel. South of the railway, the roads running down to the A259 and the beach are lined with interwar bungalows, chalet bungalows and 1950s semis, much of it built on land that was once market gardens and glasshouses.",
      "That housing shapes the work. A Lancing bungalow often has a deep loft, a detached garage and a long garden with a greenhouse or shed that needs taking apart. Downsizing and probate clearances are common, and so is garden waste after a season of growth in the streets near Widewater Lagoon and Beach Green. The shops on South Street and North Road have flats above them, which means narrow stairs and loading from the service roads at the back.",
      "Lancing is part of Adur District, so bins and bulky collections are handled by Adur & Worthing Councils. The A27 through Lancing is heavy at peak times, and getting between the north and south halves of the village means crossing both the main road and the railway, so we plan arrival times with that in mind. The Lancing Business Park, on the site of the old railway carriage works, brings the occasional office or small unit clear-out too.",
    ],
    tips: [
      "Roads near the beach off the A259 are narrow, with cars parked on both sides; tell us if there is a driveway we can use.",
      "Say whether you are north or south of the A27 when booking, as crossing between the two adds time at rush hour.",
      "If a greenhouse is coming down, mention whether the glass is already broken so we bring the right containers.",
    ],
    typicalJobs: [
      "Probate clearances of chalet bungalows near the beach",
      "Greenhouse and shed dismantling in long back gardens",
      "Loft and garage clear-outs in North Lancing",
      "Small unit clear-outs on Lancing Business Park",
    ],
    faqs: [
      {
        question: "Do you cover North Lancing and the lanes up towards Lancing Ring?",
        answer:
          "Yes. North Lancing is part of our West Sussex coast round. Some of the older lanes there are narrow and steep, so we may use a smaller van or carry items a short distance. Photos of the driveway or the road outside help us plan, and the price we quote stays fixed.",
      },
      {
        question: "Can you take a greenhouse away from a Lancing garden?",
        answer:
          "We can. Aluminium-framed greenhouses are common in the bungalow gardens here. We take the frame apart, remove the glass carefully, and recycle the metal and glass separately. Send a photo of the greenhouse and anything inside it, such as staging, pots or old compost, so the quote covers the lot.",
      },
    ],
  },
  {
    slug: "shoreham-by-sea",
    name: "Shoreham-by-Sea",
    county: "West Sussex",
    region: "West Sussex coast",
    group: "West Sussex Coastal Belt",
    lat: 50.8335,
    lng: -0.2735,
    postcodes: ["BN43"],
    description: "Old-town flint cottages, Shoreham Beach homes, houseboats and new riverside flats at the mouth of the Adur.",
    metaTitle: "Shoreham-by-Sea Rubbish Removal | Free Photo Quotes",
    metaDescription:
      "Licensed rubbish removal in Shoreham-by-Sea, including Shoreham Beach and the riverside flats. Free photo quote with a fixed price, and same-day pickup by 10am.",
    localInfo: {
      landmarks: ["St Mary de Haura Church", "Shoreham Fort", "Marlipins Museum", "Shoreham Airport", "Adur Ferry Bridge"],
      roads: ["A259 High Street", "A283 Steyning Road", "Brighton Road", "Buckingham Road", "Upper Shoreham Road", "Ferry Road"],
    },
    prose: [
      "Shoreham-by-Sea grew up around the River Adur, and most jobs here fall on one bank or the other. The old town near St Mary de Haura Church has flint cottages and tight streets such as Church Street and John Street, where a van blocks the road if it stops for long. Along the High Street and around Ropetackle there are newer blocks of flats with allocated parking and little spare space for loading.",
      "Over the Adur Ferry Bridge, which is for people on foot, Shoreham Beach is a mix of 1930s houses, modern detached homes and seafront flats, reached by car over Norfolk Bridge on the A259. The houseboats moored along the river are a different kind of job altogether: everything comes off by hand over gangplanks and along the bank, so we bring extra people rather than a bigger vehicle.",
      "North of the railway, the roads off Buckingham Road and Upper Shoreham Road have Victorian terraces and interwar semis with lofts and garages to clear. Shoreham is in Adur District, so household bins are run by Adur & Worthing Councils, and the county has a booked recycling centre in the town. The A27 and A259 are heavy at peak times, and on sunny weekends visitors fill the parking on Shoreham Beach early, so weekday slots suit jobs on that side of the river best.",
    ],
    tips: [
      "For a houseboat, tell us the mooring and how far items must be carried along the bank; the carry is priced into the fixed quote.",
      "Parking in the old-town streets near St Mary de Haura is tight, so a time when neighbours are at work often helps.",
      "If your block at Ropetackle or on the seafront has a booking system for the lift or loading area, reserve it for our slot.",
    ],
    typicalJobs: [
      "Houseboat clear-outs on the Adur",
      "Flat clearances around Ropetackle and the High Street",
      "Garage and loft clearances in terraces off Buckingham Road",
      "Garden clearances on Shoreham Beach",
    ],
    faqs: [
      {
        question: "Can you clear a houseboat in Shoreham?",
        answer:
          "Yes. Houseboat jobs need more hands than most because everything is carried on foot from the boat to the van. Send photos of the boat, the gangplank and the path to the nearest road. We will quote a fixed price that includes the carrying, and we can take furniture, fittings and general rubbish.",
      },
      {
        question: "Do you reach Shoreham Beach as well as the town centre?",
        answer:
          "We do. Shoreham Beach is across the river from the old town, and the Adur Ferry Bridge is foot traffic only, so we drive round over Norfolk Bridge. Let us know if your road has residents’ parking or a private drive, and we will plan where the van stops.",
      },
    ],
  },
  {
    slug: "southwick",
    name: "Southwick",
    county: "West Sussex",
    region: "West Sussex coast",
    group: "West Sussex Coastal Belt",
    lat: 50.834,
    lng: -0.237,
    postcodes: ["BN42"],
    description: "A compact Adur town of interwar semis, post-war flats and older cottages set around Southwick Green.",
    metaTitle: "Southwick House & Garden Clearance | Fixed Prices",
    metaDescription:
      "Licensed clearance in Southwick for houses, flats and gardens near Southwick Green. Free photo quotes, fixed prices and same-day slots if you book early.",
    localInfo: {
      landmarks: ["Southwick Green", "Manor Cottage Heritage Centre", "Southwick Locks", "Southwick Hill", "Southwick Square"],
      roads: ["A270 Old Shoreham Road", "A259 Albion Street", "Southwick Street", "Manor Hall Road", "Kingston Lane", "Station Road"],
    },
    prose: [
      "Southwick is a small town squeezed between Shoreham Port and the Downs, with Southwick Green at its heart. The houses around the Green and along Southwick Street include some of the oldest in the area, Manor Cottage among them, and flint walls and narrow frontages are common. A short walk away, Southwick Square is a post-war shopping precinct with flats above, where loading happens from service areas rather than the street.",
      "Most of Southwick’s homes climb north from the A259 towards the Old Shoreham Road and the foot of Southwick Hill: interwar semis, bungalows and short terraces, with later estates higher up around Manor Hall Road and Kingston Lane. The A27 runs through the Southwick Hill Tunnel above the town. Down by the harbour, Albion Street carries heavy traffic to and from the port and the locks, and stopping on it is difficult.",
      "The work here is mostly household: lofts and garages, old sofas and mattresses, and green waste from the long gardens behind the semis. Southwick sits within Adur District, so Adur & Worthing Councils collect the bins. Side roads off the Old Shoreham Road slope quite sharply in places, so we often park on a flatter cross street and walk items the short distance to the van.",
    ],
    tips: [
      "If you live on Albion Street or another stretch of the A259, a mid-morning slot avoids the busiest port traffic.",
      "Tell us if your house is on one of the sloping roads below Southwick Hill so we can choose a safe place to stop.",
      "Flats above Southwick Square usually load from the rear; mention where your entrance is.",
    ],
    typicalJobs: [
      "Loft clear-outs in interwar semis off the Old Shoreham Road",
      "Green waste from long back gardens below Southwick Hill",
      "Flat clearances above Southwick Square",
      "Sofa and mattress removal around Southwick Green",
    ],
    faqs: [
      {
        question: "Can you park outside a house on Southwick Green?",
        answer:
          "Often, but space around the Green is limited and some homes face onto it with no vehicle access. We usually stop on the nearest road and walk items across. A photo of the front of the house helps us plan this, and the carry distance is included in the price we give you.",
      },
      {
        question: "How do you get to Southwick from Crawley?",
        answer:
          "We come down the A23 and head west along the A27, which passes through the Southwick Hill Tunnel just above the town. It is one of the shorter coastal runs from our yard, so same-day collection is often possible when you contact us before 10am.",
      },
    ],
  },
  {
    slug: "steyning",
    name: "Steyning",
    county: "West Sussex",
    region: "West Sussex coast",
    group: "West Sussex Coastal Belt",
    lat: 50.888,
    lng: -0.327,
    postcodes: ["BN44"],
    description: "A historic market town under the Downs, with timber-framed houses, Victorian cottages and newer estates.",
    metaTitle: "Rubbish Removal in Steyning | Licensed Waste Carrier",
    metaDescription:
      "Licensed rubbish removal in Steyning, from Church Street cottages to homes off Jarvis Lane. Free photo quote at a fixed price; same-day if you call by 10am.",
    localInfo: {
      landmarks: ["St Andrew’s Church", "Steyning Museum", "Steyning Grammar School", "Chanctonbury Ring", "Steyning Bowl"],
      roads: ["High Street", "Church Street", "A283 Steyning bypass", "Jarvis Lane", "Charlton Street", "Horsham Road"],
    },
    prose: [
      "Steyning is an old market town tucked under the South Downs, with the A283 bypass keeping through traffic away from its centre. The High Street and Church Street are lined with timber-framed houses, Georgian fronts and the Old Grammar School building, many of them listed and all inside a conservation area. Clearances in these houses are slow, careful work: low doorways, winding stairs, uneven floors and almost no room at the kerb for a van to wait.",
      "Away from the centre, Steyning has Victorian and Edwardian cottages in the side streets and post-war estates to the north and west, off roads such as Jarvis Lane. These homes produce the familiar mix of roof-space boxes, garage junk and worn-out furniture, and gardens that back onto fields and downland generate plenty of green waste. Bigger properties on the edge of town, and farm buildings out towards Wiston, bring barn and outbuilding clearances.",
      "Steyning falls within Horsham District, even though it is far closer to Shoreham and Worthing than to Horsham itself. The monthly farmers’ market fills the High Street car park on its Saturday, and parking in the centre is mostly short-stay. Walkers heading for Chanctonbury Ring and the Steyning Bowl crowd the lanes towards the Downs at weekends, so weekday slots are easier for homes on that side of town.",
    ],
    tips: [
      "Listed houses on Church Street and the High Street may have fragile stairs and door frames; mention them so we bring covers and an extra pair of hands.",
      "Central Steyning has little on-street space, so a driveway or private yard for the van makes the job quicker.",
      "Avoid the farmers’ market Saturday if your home is close to the High Street car park.",
    ],
    typicalJobs: [
      "Careful clearances of listed cottages on Church Street",
      "Barn and outbuilding clear-outs on the edge of town",
      "Green waste from gardens backing onto the Downs",
      "Loft and garage clearances off Jarvis Lane",
    ],
    faqs: [
      {
        question: "Can you clear a listed house in Steyning without damage?",
        answer:
          "Yes. Many houses on Church Street and the High Street are listed, with narrow stairs, old doors and uneven floors. We use floor and door protection, take larger pieces apart where that is safer, and carry items by hand to the van. Photos of the stairs and doorways help us judge the crew size.",
      },
      {
        question: "Steyning is in Horsham District. Does that change anything?",
        answer:
          "Only for council services: bins and bulky collections come from Horsham District Council. For us it makes no difference. We reach Steyning from Crawley via the A24 and the A283 from Washington, and you get the same licensed service and fixed photo pricing as anywhere else.",
      },
    ],
  },
  {
    slug: "henfield",
    name: "Henfield",
    county: "West Sussex",
    region: "West Sussex coast",
    group: "West Sussex Coastal Belt",
    lat: 50.9297,
    lng: -0.2738,
    postcodes: ["BN5"],
    description: "A large village of period cottages, post-war estates and farmland, between the Downs and the Weald.",
    metaTitle: "Henfield Waste Clearance | Houses, Barns & Gardens",
    metaDescription:
      "Licensed waste clearance in Henfield for houses, gardens, barns and stables. A free fixed-price quote from your photos, and same-day collection before 10am.",
    localInfo: {
      landmarks: ["Henfield Common", "St Peter’s Church", "Henfield Museum", "Woods Mill", "Downs Link"],
      roads: ["A281 High Street", "A2037", "Church Street", "Upper Station Road", "Furners Lane", "Nep Town Road"],
    },
    prose: [
      "Henfield is a large village where the A281 meets the A2037, roughly halfway between Horsham and Brighton, with the High Street running along high ground above the Adur valley. Around St Peter’s Church and the lanes towards Henfield Common there are tile-hung and timber-framed cottages, and the High Street has flats and maisonettes above the shops. There is little parking on the High Street, and the lanes behind it were not built for vans.",
      "Most Henfield homes, though, are on the post-war and later estates either side of the centre, off roads such as Upper Station Road and Furners Lane, with semis, bungalows and some larger detached houses. These bring steady work: lofts, garages and sheds, and clearing for a move when older residents leave family homes. Beyond the village edge are farms, smallholdings and stables, where old fencing, feed sacks, broken equipment and general rubbish collect in outbuildings.",
      "Henfield is in Horsham District, and the Downs Link, a path on the former railway line, runs through the village towards Partridge Green and Bramber. The Sussex Wildlife Trust has its headquarters at Woods Mill just to the south. From our Crawley base the village is under 20 miles away, so it fits easily into a day’s work alongside Steyning and the coast.",
    ],
    tips: [
      "The High Street has short-stay parking only, so for flats above shops let us know about any rear access.",
      "For barns and stables, tell us if the track is unmade or has a weight limit so we send a suitable vehicle.",
      "Garden clearances on bigger plots are easiest before the spring growth gets going.",
    ],
    typicalJobs: [
      "Barn and stable clear-outs on farms around the village",
      "Downsizing clearances of family homes on the estates",
      "Flat clearances above shops on the High Street",
      "Shed, fencing and green waste removal",
    ],
    faqs: [
      {
        question: "Do you clear farm buildings and stables near Henfield?",
        answer:
          "Yes. We can take general waste, old timber, broken fencing, feed sacks and disused equipment from outbuildings around Henfield. Point out anything hazardous in your photos, such as chemicals, oil or old roofing sheets, because these need separate handling. Farm tracks are fine as long as a van can reach the building.",
      },
      {
        question: "How far is Henfield from your Crawley base?",
        answer:
          "Henfield is under 20 miles from our Crawley yard, roughly half an hour by road in normal traffic. That makes it one of the closer villages on our Sussex round, and we can often collect the same day if you send photos and book before 10am.",
      },
    ],
  },
  {
    slug: "storrington",
    name: "Storrington",
    county: "West Sussex",
    region: "West Sussex coast",
    group: "West Sussex Coastal Belt",
    lat: 50.917,
    lng: -0.456,
    postcodes: ["RH20"],
    description: "A village below the Downs with bungalows, retirement homes and larger houses towards Sullington and Thakeham.",
    metaTitle: "Storrington Rubbish Clearance | Fixed Photo Quotes",
    metaDescription:
      "Licensed rubbish clearance in Storrington: bungalows, retirement flats and large gardens. Free photo quote at a fixed price, and same-day slots by 10am.",
    localInfo: {
      landmarks: ["Parham House", "St Mary’s Church", "Sullington Warren", "Kithurst Hill", "Storrington Museum"],
      roads: ["A283 West Street", "A283 Manleys Hill", "School Hill", "North Street", "B2139 Thakeham Road", "Fryern Road"],
    },
    prose: [
      "Storrington sits on the A283 below the northern slope of the South Downs, with Parham House and its park just to the west. The village centre is compact, and the A283 through it is narrow and slow, squeezed between old buildings on West Street and around the Manleys Hill and School Hill junction. Waiting and loading are banned on North Street, and stopping a van on West Street for long is not practical, so for flats and cottages in the centre we load from the back of the building or from a quieter side road.",
      "Storrington has a large retired population, and much of its housing reflects that: bungalows, chalet bungalows and purpose-built retirement flats around the centre and along roads such as Fryern Road. Downsizing and probate clearances are common, often emptying a whole home into one or two van loads. Towards Sullington, Thakeham and West Chiltington there are larger detached houses on big plots, where the work is more often garages, outbuildings, old garden furniture and hedge cuttings.",
      "Gardens on the sandy soil around Sullington Warren are often large and wooded, so green waste is a regular request. Storrington comes under Horsham District Council, which has an air quality management area along the A283 through the village because of queuing traffic. We time visits to miss the school-run queues where we can, and come in from Crawley via the A24 and Washington.",
    ],
    tips: [
      "Loading is not allowed on North Street and there is little space on West Street; point out any rear yard, drive or side road we can use.",
      "Retirement developments often have rules on lift use and moving times, so check with the house manager before our visit.",
      "For big gardens towards Sullington and Thakeham, tell us roughly how much hedging or tree waste there is.",
    ],
    typicalJobs: [
      "Downsizing and probate clearances of bungalows",
      "Retirement flat clear-outs near the village centre",
      "Garage and outbuilding clearances towards Thakeham",
      "Hedge and tree waste from large wooded gardens",
    ],
    faqs: [
      {
        question: "Can you clear a retirement flat in Storrington?",
        answer:
          "Yes. Retirement flats near the centre often have a lift, a house manager and set times for moving furniture. Let us know the development’s rules when you book, and we will work around them. We protect communal corridors, keep noise down, and can take everything from furniture to kitchen items in one visit.",
      },
      {
        question: "Do you cover Sullington, Thakeham and West Chiltington as well?",
        answer:
          "We do. These villages share Storrington’s RH20 postcode and sit on the same route for us from Crawley. Some houses are down private drives or unmade lanes, so a photo of the access alongside the items helps us send the right van and keep the price fixed.",
      },
    ],
  },
  {
    slug: "pulborough",
    name: "Pulborough",
    county: "West Sussex",
    region: "West Sussex coast",
    group: "West Sussex Coastal Belt",
    lat: 50.958,
    lng: -0.51,
    postcodes: ["RH20"],
    description: "A riverside village on the Arun, with Codmore Hill estates, old cottages and farms beside the wildlife brooks.",
    metaTitle: "Pulborough Waste Removal | Licensed & Fully Insured",
    metaDescription:
      "Licensed waste removal in Pulborough, from Codmore Hill homes to Lower Street cottages and Arun farms. Free fixed-price photo quotes and same-day pickups.",
    localInfo: {
      landmarks: ["RSPB Pulborough Brooks", "St Mary’s Church", "Stopham Bridge", "Pulborough station", "River Arun"],
      roads: ["A29 London Road", "A283 Lower Street", "Church Place", "Codmore Hill", "Station Road", "Rectory Lane"],
    },
    prose: [
      "Pulborough grew where the Roman Stane Street crossed the River Arun, and the A29 still follows that line through the village. Lower Street, on the A283, runs along the edge of the flood plain with shops, cottages and flats above them, while the older houses around St Mary’s Church sit higher up the hill. Lower Street is busy and parking on it is limited, so we usually load from side roads or customers’ driveways.",
      "North of the village, Codmore Hill and the roads off the A29 have post-war and more recent estates of semis, bungalows and small detached homes. These account for much of the everyday work: lofts, garages, sheds and the furniture left behind after a move. South and west, towards the RSPB Pulborough Brooks reserve and Stopham, the houses are more spread out, with farms and outbuildings that need clearing when land changes hands or a farm winds down.",
      "The brooks along the Arun flood most winters, and some riverside properties keep things in outbuildings that have been wet more than once, which is worth mentioning when you send photos. Pulborough is in Horsham District, and the county’s Billingshurst recycling centre is the nearest to the village. From Crawley we travel through Horsham and down the A264 and A29, or across on the A283 from Storrington, depending on where the rest of the day’s jobs are.",
    ],
    tips: [
      "Lower Street has little stopping space; if you live on it, tell us about rear access or the nearest side road.",
      "If items have been kept in a shed or barn that floods, say so: damp boxes and mouldy furniture take more care to move.",
      "Farm clear-outs are easier in dry weather when tracks are firm, so book early in the summer.",
    ],
    typicalJobs: [
      "House clearances on the Codmore Hill estates",
      "Barn and outbuilding clear-outs on farms near the Arun",
      "Flat clearances above shops on Lower Street",
      "Garden and shed clearances at village cottages",
    ],
    faqs: [
      {
        question: "Can you clear items damaged by flooding in Pulborough?",
        answer:
          "Yes. Outbuildings and ground floors near the Arun brooks can take on water, leaving damp furniture, carpets and boxes. We can bag and remove water-damaged items as general waste. If anything has been contaminated by oil or chemicals, show it in your photos so we can advise before the visit.",
      },
      {
        question: "Where is the nearest tip to Pulborough?",
        answer:
          "The nearest county recycling centre is at Billingshurst, a short drive up the A29, and visits must be booked in advance. It is fine for a car-load. For bulky furniture or larger volumes, we collect from your door in Pulborough, load everything for you and provide a waste transfer note.",
      },
    ],
  },
  {
    slug: "littlehampton",
    name: "Littlehampton",
    county: "West Sussex",
    region: "West Sussex coast",
    group: "West Sussex Coastal Belt",
    lat: 50.8105,
    lng: -0.5405,
    postcodes: ["BN17"],
    description: "A harbour town at the mouth of the Arun, with Victorian terraces, seafront flats and bungalows in Wick.",
    metaTitle: "Littlehampton Rubbish Removal | Same-Day Collection",
    metaDescription:
      "Licensed rubbish removal in Littlehampton, covering Wick, East Beach and the harbour. Send photos for a free fixed-price quote; same-day if booked by 10am.",
    localInfo: {
      landmarks: ["Littlehampton Harbour", "East Beach Café", "The Long Bench", "Harbour Park", "Mewsbrook Park"],
      roads: ["A259", "A284 Lyminster Road", "Terminus Road", "High Street", "Beach Road", "Pier Road", "Wick Street"],
    },
    prose: [
      "Littlehampton sits where the River Arun meets the sea, with the harbour on one side of town and East Beach on the other. Close to the seafront, around Beach Road and the greens behind the Long Bench, there are Victorian villas split into flats and newer apartment blocks, and more new flats have gone up along the riverside. Seafront parking fills quickly in summer, and carrying from an upper-floor flat to a van on a pay-and-display bay is a regular part of the work here.",
      "The town centre has terraced streets around the High Street, Terminus Road and the station, many of them rented and many of them small. End-of-tenancy clearances for landlords are common, with beds, sofas and bags left behind to be removed between tenants. North of the centre, Wick and the estates towards Lyminster have post-war semis and bungalows, and Rustington begins where Littlehampton ends to the east.",
      "West of the river, reached on foot by the footbridge or by car over the A259 bridge upstream, are West Beach, Littlehampton Fort and the dunes towards Climping, with a small number of homes along Rope Walk. Littlehampton is part of Arun District, and the county runs a booked recycling centre in the town. From Crawley we come down the A24 and along the A27 and A284, or along the coast on the A259, depending on traffic.",
    ],
    tips: [
      "Seafront and East Beach parking is busiest on summer weekends, so a weekday slot is easier for flats near the promenade.",
      "For rented terraces near the station, say whether the bins and bags outside belong to the property, so we know what to take.",
      "If you live west of the river, mention it: the drive round by the A259 bridge adds a few minutes.",
    ],
    typicalJobs: [
      "End-of-tenancy clearances in terraces near the station",
      "Seafront flat clear-outs near East Beach",
      "Bungalow and garage clearances in Wick",
      "Garden waste removal on the estates towards Lyminster",
    ],
    faqs: [
      {
        question: "Can you clear a rented property in Littlehampton between tenants?",
        answer:
          "Yes. We clear furniture, mattresses, white goods and bagged rubbish left at the end of a tenancy, and you receive a waste transfer note for your records. Send photos of each room. Many of the town’s terraces have narrow halls, so a note about doorway widths helps us plan the carry.",
      },
      {
        question: "Is Littlehampton too far from Crawley for same-day work?",
        answer:
          "No. Littlehampton is towards the southern edge of our 30-mile radius, but it is a direct run via the A24 and A27. With photos sent before 10am, a same-day slot is possible, subject to the other coast bookings we already have that day.",
      },
    ],
  },
  {
    slug: "arundel",
    name: "Arundel",
    county: "West Sussex",
    region: "West Sussex coast",
    group: "West Sussex Coastal Belt",
    lat: 50.8547,
    lng: -0.5535,
    postcodes: ["BN18"],
    description: "A hilltop castle town with steep streets, Georgian and flint houses, and farms along the Arun valley.",
    metaTitle: "Arundel House Clearance | Licensed Waste Removal",
    metaDescription:
      "Licensed house and rubbish clearance in Arundel, from steep streets below the castle to farms nearby. Send photos for a free, fixed quote and a same-day pickup.",
    localInfo: {
      landmarks: ["Arundel Castle", "Arundel Cathedral", "WWT Arundel Wetland Centre", "Swanbourne Lake", "Arundel Museum"],
      roads: ["A27", "A284 London Road", "High Street", "Tarrant Street", "Maltravers Street", "Mill Road", "King Street"],
    },
    prose: [
      "Arundel climbs from the River Arun up to Arundel Castle and the cathedral, and almost every clearance here involves a hill. The High Street is steep, and the streets off it, such as Maltravers Street, Tarrant Street and King Street, are narrow and lined with Georgian townhouses, flint cottages and Victorian terraces. Few of these homes have off-street parking, and many have steep internal stairs, cellars and attic rooms.",
      "Much of the town is a conservation area with a high number of listed buildings, which means taking care with old banisters, doorways and floors. The independent shops along the High Street and Tarrant Street can need storeroom clearances too. Beyond the town, along Mill Road towards Swanbourne Lake and the Wetland Centre, and out into the Arun valley, there are farms, cottages and estate buildings where barns and outbuildings fill up over the years.",
      "Arundel is in Arun District. The A27 runs along the south side of the town as a single carriageway and regularly backs up around the Ford Road and Crossbush roundabouts, so we plan around peak hours. Parking in the centre is mostly pay-and-display, including the large Mill Road car park, and the town is at its busiest during the August festival and on summer weekends.",
    ],
    tips: [
      "On the steep High Street a van can only stop briefly; if there is a rear lane or yard, let us know.",
      "Avoid booking during the Arundel Festival in late August if you can, when the centre is at its busiest.",
      "For listed homes, show delicate stairs or banisters in your photos so we bring protective covers.",
    ],
    typicalJobs: [
      "House clearances in Georgian townhouses on Maltravers Street",
      "Cellar and attic clear-outs in flint cottages",
      "Storeroom clearances for High Street shops",
      "Barn clearances on farms in the Arun valley",
    ],
    faqs: [
      {
        question: "How do you manage clearances on Arundel’s steep streets?",
        answer:
          "We plan them on foot as much as by van. On the High Street and the lanes off it we stop as close as we safely can, then carry items by hand, using trolleys where the pavement allows. A crew of two or three keeps the van’s time at the kerb short.",
      },
      {
        question: "Do the A27 queues at Arundel affect my booking?",
        answer:
          "They can. The A27 past Arundel is often slow at peak times, especially around the Crossbush junction. For jobs in the town we aim for mid-morning or early afternoon arrivals where possible, which keeps the time we give you reliable. Booking before 10am still gives the best chance of same-day collection.",
      },
    ],
  },
  {
    slug: "billingshurst",
    name: "Billingshurst",
    county: "West Sussex",
    region: "West Sussex coast",
    group: "West Sussex Coastal Belt",
    lat: 51.023,
    lng: -0.451,
    postcodes: ["RH14"],
    description: "A growing village on the A29 and A272, with a historic High Street and large new-build estates.",
    metaTitle: "Billingshurst Rubbish Clearance | Same-Day Service",
    metaDescription:
      "Licensed rubbish clearance in Billingshurst, from High Street cottages to new-build estates. Fixed prices from a free photo quote, and same-day by 10am.",
    localInfo: {
      landmarks: ["St Mary’s Church", "Billingshurst Unitarian Chapel", "Billingshurst station", "Billingshurst Leisure Centre"],
      roads: ["High Street", "A272 East Street", "A272 West Street", "A29 bypass", "Station Road", "Marringdean Road"],
    },
    prose: [
      "Billingshurst grew up on the Roman Stane Street where it meets the east–west road now numbered the A272. The A29 now bypasses the village to the west, but the old High Street still has tile-hung cottages, timber-framed houses and the eighteenth-century Unitarian Chapel among its shops. Around it are Victorian houses near the station and post-war estates of semis and bungalows, and several large new-build developments have been added on the edges of the village in recent years.",
      "That mix gives two quite different kinds of work. In the older houses and bungalows it is downsizing, probate and loft clearances, often with decades of belongings. On the new estates it is more often garage clear-outs, packaging and unwanted furniture after a move, and rubble or turf from newly laid gardens. New-build streets can have tight corners and allocated bays, so we check where the van can stop before we arrive.",
      "Billingshurst is in Horsham District and has its own county recycling centre close to the village, which needs a booked slot and a permit for vans. The A272 through East Street and the High Street carries a lot of lorries, so quieter side roads are better for loading. From Crawley we reach Billingshurst through Horsham on the A264 and A29, under 20 miles in all, which makes it one of the easier places for a same-day slot when photos arrive early.",
    ],
    tips: [
      "Many new-build streets have allocated parking and narrow roads; tell us if there is a visitor bay near your house.",
      "If you live on the High Street or East Street, rear access from a car park or service lane makes loading quicker.",
      "Photos sent early in the morning give the best chance of a same-day slot from our Crawley yard.",
    ],
    typicalJobs: [
      "Downsizing clearances in bungalows near the High Street",
      "Garage and packaging clear-outs on new-build estates",
      "Loft clearances in Victorian houses near the station",
      "Rubble and turf removal from new gardens",
    ],
    faqs: [
      {
        question: "Why not take it all to the Billingshurst tip myself?",
        answer:
          "For a car-load of household items the county site is a sensible choice, though you will need to book a visit. It gets harder with sofas, wardrobes, several trips’ worth of rubbish, or a van that needs a permit. We load everything from wherever it is, take it away in a single trip and leave you with a waste transfer note.",
      },
      {
        question: "Can you work on a new-build estate with allocated parking?",
        answer:
          "Yes. On the newer Billingshurst developments the roads are often narrow and every bay is allocated. If you can tell us about a visitor bay, a driveway or a spot where a van can stop briefly, we will plan around it and keep the neighbours’ access clear while we load.",
      },
    ],
  },
  {
    slug: "brighton",
    name: "Brighton",
    county: "East Sussex",
    region: "East Sussex and Brighton",
    group: "East Sussex Corridor",
    lat: 50.8225,
    lng: -0.1372,
    postcodes: ["BN1", "BN2"],
    description: "Regency flats, steep Victorian terraces, student houses and tower blocks across a city of permit parking.",
    metaTitle: "Rubbish Clearance Brighton | Licensed Waste Removal",
    metaDescription:
      "Licensed rubbish clearance in Brighton, from Kemptown flats to student houses in Hanover and Moulsecoomb. Free fixed-price photo quotes; same-day by 10am.",
    localInfo: {
      landmarks: ["Royal Pavilion", "Brighton Palace Pier", "The Lanes", "North Laine", "Preston Park", "Brighton i360"],
      roads: ["A23 London Road", "A259 Marine Parade", "A270 Lewes Road", "Western Road", "Ditchling Road", "Elm Grove", "Queens Road"],
    },
    prose: [
      "Brighton is one of the busiest places we work, and the approach depends on the neighbourhood. In Kemptown and the streets near the Royal Pavilion, Regency townhouses have been split into flats with tall staircases, basements and no lifts. Hanover and Elm Grove are rows of Victorian terraces on some of the steepest streets in the city, where a van has to be parked with care and everything is carried uphill or down.",
      "The city has two universities, and the student houses in Moulsecoomb, Coldean, Bevendean and along the Lewes Road produce a burst of work every June and July as tenancies end. Landlords need mattresses, bed frames, desks and bags of rubbish cleared quickly before new tenants arrive. Further north, Patcham, Withdean, Hollingbury and the estates off the Ditchling Road have interwar and post-war semis with the usual lofts, garages and gardens, just with more hills.",
      "Almost all of central Brighton is covered by controlled parking zones run by Brighton & Hove City Council, and many streets have no free space at all during the day. The council’s recycling sites at Wilson Avenue and in Hove are for residents only, with ID checks, and firms you hire are not allowed to use them. From Crawley, Brighton is a straight run down the A23, usually well under an hour.",
    ],
    tips: [
      "Most central streets are permit-only; a visitor permit or a bay we can use saves time on the day.",
      "On steep streets in Hanover and Elm Grove, tell us which way the road slopes and how many steps lead to your door.",
      "Student-house clearances fill up from mid-June, so landlords should book before tenancies end.",
    ],
    typicalJobs: [
      "End-of-tenancy clearances in student houses in Moulsecoomb and Coldean",
      "Flat clearances in Regency conversions in Kemptown",
      "Terraced house clear-outs on the steep streets of Hanover",
      "Loft and garage clearances in Patcham and Withdean",
    ],
    faqs: [
      {
        question: "How do you deal with parking in central Brighton?",
        answer:
          "Most of central Brighton is in controlled parking zones, so we plan every job around where the van can legally stop. If you have a visitor permit, or have arranged a bay suspension with the city council, tell us when you book. Otherwise we use the nearest pay bays and carry items from there.",
      },
      {
        question: "Can you clear a student house in Brighton at the end of term?",
        answer:
          "Yes. We clear beds, mattresses, desks, broken chairs and bagged rubbish from shared houses across Brighton, including Moulsecoomb, Coldean and Hanover. Send photos of each room and the garden or yard. June and July are the busiest months for this work, so book a date before the tenancy ends.",
      },
    ],
  },
  {
    slug: "hove",
    name: "Hove",
    county: "East Sussex",
    region: "East Sussex and Brighton",
    group: "East Sussex Corridor",
    lat: 50.8279,
    lng: -0.1688,
    postcodes: ["BN3"],
    description: "Regency squares, Edwardian mansion flats and family houses near Hove Park, nearly all under permit parking.",
    metaTitle: "Hove Rubbish & Waste Clearance | Free Photo Quote",
    metaDescription:
      "Licensed waste clearance in Hove for mansion flats, Regency conversions and homes near Hove Park. Same-day collection if you call by 10am; free photo quotes.",
    localInfo: {
      landmarks: [
        "Hove Lawns",
        "Brunswick Square",
        "Adelaide Crescent",
        "Hove Park",
        "Hove Museum and Art Gallery",
        "St Ann’s Well Gardens",
      ],
      roads: ["A259 Kingsway", "A270 Old Shoreham Road", "Church Road", "Portland Road", "The Drive", "Sackville Road", "New Church Road"],
    },
    prose: [
      "Hove runs west from the Brighton boundary along the seafront, and its housing changes as you move inland. Brunswick Square, Adelaide Crescent and Palmeira Square are grand Regency and early Victorian terraces, almost all divided into flats, with basements, lightwells and long communal stairs. Along The Drive, Grand Avenue and the roads off Church Road, large Victorian villas and Edwardian mansion blocks hold flats on several floors, some with old lifts too narrow for a sofa.",
      "North of the railway the pace changes. Around Hove Park, Tongdean and the roads off the Old Shoreham Road there are interwar semis and detached family houses with gardens, garages and lofts. Portland Road and the streets off Sackville Road have Victorian and Edwardian terraces, many rented or recently sold, which bring clearances before building work or a sale.",
      "Letting agents, landlords and families clearing a parent’s flat account for many of the jobs here, and a lot of them are a single flat rather than a whole house. Like Brighton, most of Hove is covered by controlled parking zones, and the seafront along Kingsway has its own pay bays and bus lanes. Brighton & Hove City Council runs the bins and a recycling site off the Old Shoreham Road, which is for residents’ own loads only. We come into Hove from the A27 rather than through central Brighton, which usually saves time.",
    ],
    tips: [
      "Many Regency and mansion-block flats have narrow communal stairs; tell us the floor and whether the lift takes large furniture.",
      "Kingsway and the seafront squares have short-stay pay bays, so a visitor permit for a side street can help.",
      "Ask your managing agent whether the block needs notice before items are moved through shared hallways.",
    ],
    typicalJobs: [
      "Flat clearances in Brunswick Square and Adelaide Crescent conversions",
      "Mansion-block clear-outs along The Drive and Grand Avenue",
      "Loft and garage clearances near Hove Park",
      "Pre-sale house clearances off Portland Road",
    ],
    faqs: [
      {
        question: "Can you clear a basement flat in one of Hove’s Regency squares?",
        answer:
          "Yes. Basement flats in squares such as Brunswick Square are usually reached by steep outside steps from the pavement. We carry everything up by hand, taking furniture apart if it will not fit, and protect railings and steps. Photos of the entrance steps help us plan the crew and the time needed.",
      },
      {
        question: "Is parking a problem for clearances in Hove?",
        answer:
          "It can be. Most Hove streets are permit-only, and the seafront bays on Kingsway are short-stay. We work out a legal stopping point before each job. If you have a visitor permit, a driveway or a private forecourt, let us know, as it makes loading much quicker.",
      },
    ],
  },
  {
    slug: "portslade",
    name: "Portslade",
    county: "East Sussex",
    region: "East Sussex and Brighton",
    group: "East Sussex Corridor",
    lat: 50.836,
    lng: -0.216,
    postcodes: ["BN41"],
    description: "Terraces by the station, interwar semis and Mile Oak’s hillside estates, between Hove and the harbour.",
    metaTitle: "Portslade Clearance Service | Licensed Waste Carrier",
    metaDescription:
      "Licensed clearance in Portslade and Mile Oak for houses, flats, lofts and gardens. Photos bring a free fixed-price quote, with same-day collection by 10am.",
    localInfo: {
      landmarks: ["Portslade Old Village", "St Nicolas Church", "Easthill Park", "Foredown Tower", "Portslade station"],
      roads: [
        "A270 Old Shoreham Road",
        "A259 Wellington Road",
        "A293 Fox Way",
        "Boundary Road",
        "Station Road",
        "Trafalgar Road",
        "Mile Oak Road",
      ],
    },
    prose: [
      "Portslade sits on the western edge of the city, between Hove and Southwick, and climbs from the harbour up to the Downs. Along Wellington Road on the A259 and around Portslade station, the streets are Victorian and Edwardian terraces, with flats above the shops on Boundary Road and Station Road. Houses here are narrow, hallways are tight and back gardens are small, so clearances involve a lot of hand carrying through the front door.",
      "North of the Old Shoreham Road, Portslade Old Village keeps its flint walls, St Nicolas Church and the ruins of the medieval manor house, and the lanes around it are awkward for vans. Further up the hill, Mile Oak and the roads around Foredown Tower were built from the 1930s onwards, with semis, bungalows and former council houses that have garages, lofts and sloping gardens.",
      "The work in Portslade is mostly household: clearances after a sale or bereavement, garden clearances on the hillside plots in Mile Oak, and loft clear-outs in the interwar semis. Portslade is part of Brighton & Hove, so the city council runs the bins, and parking rules change from street to street, so check the signs outside your home. The A293 Fox Way links the A27 at Hangleton with the Old Shoreham Road, which gives us a quick way in from Crawley without going through Brighton.",
    ],
    tips: [
      "Tell us if your home is on one of the steep roads in Mile Oak, so we can plan where the van stops safely.",
      "Lanes in the Old Village are narrow; a photo of the road outside helps us choose the right van.",
      "For flats above shops on Boundary Road, mention any rear access from the service roads.",
    ],
    typicalJobs: [
      "Terraced house clearances near Portslade station",
      "Garden clearances on sloping plots in Mile Oak",
      "Loft and garage clear-outs in interwar semis",
      "Flat clearances above shops on Boundary Road",
    ],
    faqs: [
      {
        question: "Do you cover Mile Oak as well as lower Portslade?",
        answer:
          "Yes. Mile Oak is part of Portslade and sits right by the A27, which makes it quick for us to reach. Some roads there are steep and some gardens slope sharply, so photos of the garden and the path to the road help us price the carry accurately.",
      },
      {
        question: "Can you clear a narrow terraced house near Boundary Road?",
        answer:
          "We can. The Victorian and Edwardian terraces around Boundary Road and Station Road often have narrow hallways and steep stairs. We take apart beds and wardrobes where needed, carry everything out through the front, and keep the pavement clear while we load the van.",
      },
    ],
  },
  {
    slug: "rottingdean",
    name: "Rottingdean",
    county: "East Sussex",
    region: "East Sussex and Brighton",
    group: "East Sussex Corridor",
    lat: 50.8105,
    lng: -0.0575,
    postcodes: ["BN2"],
    description: "A flint village in a downland valley by the sea, with period cottages and large interwar houses.",
    metaTitle: "Rottingdean House Clearance | Same-Day Photo Quotes",
    metaDescription:
      "Licensed house and garden clearance in Rottingdean, from High Street flint cottages to homes by the windmill. Free photo quote, fixed price, same-day slots.",
    localInfo: {
      landmarks: ["Rottingdean Windmill", "St Margaret’s Church", "Kipling Gardens", "The Grange", "Rottingdean Beach"],
      roads: ["A259 Marine Drive", "High Street", "B2123 Falmer Road", "Steyning Road", "Dean Court Road", "Vicarage Lane"],
    },
    prose: [
      "Rottingdean is an old village in a dry valley running down to the cliffs, with the A259 along the seafront and the High Street climbing inland from it. The centre, around the green and pond, St Margaret’s Church and The Grange, is a conservation area of flint cottages, Georgian houses and walled gardens. The High Street is narrow, with traffic queuing through it for much of the day and little room for a van to stop.",
      "Beyond the old village, roads such as Dean Court Road and the streets climbing towards Rottingdean Windmill on Beacon Hill are lined with large interwar and post-war detached houses and bungalows. Many have been family homes for decades, and clearances here are often of whole houses ahead of a sale, garages, sheds and lofts included. Kipling Gardens and the Undercliff Walk draw visitors, but the residential roads above them are quieter and easier to work in.",
      "Rottingdean is in Brighton & Hove, even though it feels like a separate village. The B2123 Falmer Road brings us down from the A27 without touching central Brighton, which keeps arrival times predictable. Parking in the centre is limited, so we often load from the side roads and take care not to block the High Street or the bus stops on Marine Drive.",
    ],
    tips: [
      "The High Street cannot take a parked van for long; tell us about any drive or rear gate we can use.",
      "For houses up towards the windmill, photos of the drive and front steps help us plan the carry.",
      "Morning slots avoid the worst of the traffic through the village and along Marine Drive.",
    ],
    typicalJobs: [
      "Whole-house clearances ahead of a sale",
      "Cottage clear-outs in the conservation area",
      "Garage and shed clearances at larger detached homes",
      "Garden waste from walled gardens",
    ],
    faqs: [
      {
        question: "Can you clear a flint cottage in Rottingdean’s old village?",
        answer:
          "Yes. Cottages near the green and the High Street often have low beams, narrow stairs and small doorways. We bring blankets and floor covers, dismantle larger pieces where needed, and carry by hand to wherever the van can safely stop. Photos of the stairs and front door help us plan.",
      },
      {
        question: "Which way do you come into Rottingdean?",
        answer:
          "We usually leave the A27 at Falmer and take the B2123 straight down into the village. That keeps us out of the city centre and off the coast road until the last moment, which makes timings more reliable for jobs in Rottingdean and neighbouring Saltdean.",
      },
    ],
  },
  {
    slug: "saltdean",
    name: "Saltdean",
    county: "East Sussex",
    region: "East Sussex and Brighton",
    group: "East Sussex Corridor",
    lat: 50.805,
    lng: -0.0385,
    postcodes: ["BN2"],
    description: "A 1930s seaside suburb of bungalows and chalet houses on steep valley roads, around its Art Deco lido.",
    metaTitle: "Saltdean Rubbish Removal | Licensed, Fixed Prices",
    metaDescription:
      "Licensed rubbish removal in Saltdean, including bungalows on steep valley roads and flats by the lido. Fixed prices from free photo quotes; same-day by 10am.",
    localInfo: {
      landmarks: ["Saltdean Lido", "Saltdean Oval", "Undercliff Walk", "The Grand Ocean"],
      roads: ["A259 Marine Drive", "Longridge Avenue", "Saltdean Vale", "Arundel Drive West", "Arundel Drive East", "Wicklands Avenue"],
    },
    prose: [
      "Saltdean was laid out mostly in the 1920s and 1930s, when roads were cut up the sides of the valley behind the cliffs, and the Art Deco Saltdean Lido and the former Ocean Hotel, now The Grand Ocean flats, date from the same period. The result is a suburb of bungalows, chalet bungalows and detached houses on roads such as Longridge Avenue and Saltdean Vale, many of them steep, with flights of steps up from the pavement to the front door.",
      "A lot of Saltdean homes have had the same owners for a long time, so clearances before a sale or after a death are common. Bungalows here often have useful roof space and a garage under the house or at the bottom of a sloping drive, and both tend to be full. Sloping back gardens mean green waste and old paving slabs have to be carried up or down steps before they reach the van.",
      "Saltdean is split between two councils: the western part is in Brighton & Hove, while East Saltdean falls within Telscombe parish and Lewes District, so bin collections depend on which side of the boundary you live. On-street parking is mostly unrestricted, but the hills and bends mean we choose where to stop with care. We reach Saltdean via the A27 and the Falmer Road, or along the A259 when we are coming from jobs in Peacehaven.",
    ],
    tips: [
      "Many houses have steep steps to the front door; mention how many in your photos so we bring enough people.",
      "Check whether you are in Brighton & Hove or Lewes District before booking a council bulky collection, as the schemes differ.",
      "Garages under the house or at the foot of a steep drive are worth photographing separately.",
    ],
    typicalJobs: [
      "Probate and pre-sale clearances of 1930s bungalows",
      "Garage clear-outs on sloping drives",
      "Garden and paving waste from terraced back gardens",
      "Flat clearances near Saltdean Lido",
    ],
    faqs: [
      {
        question: "My Saltdean house has lots of steps to the road. Is that a problem?",
        answer:
          "No, just something we plan for. Many Saltdean homes sit above or below the road with long flights of steps. We send a larger crew when the carry is long, and the price we quote from your photos includes it. A photo taken from the pavement looking up helps.",
      },
      {
        question: "Do you cover the Lewes District side of Saltdean too?",
        answer:
          "Yes. East Saltdean is in Telscombe and Lewes District rather than Brighton & Hove, but for us it is one area. We cover every road in Saltdean on both sides of the boundary, with the same licensed service, waste transfer notes and fixed prices.",
      },
    ],
  },
  {
    slug: "peacehaven",
    name: "Peacehaven",
    county: "East Sussex",
    region: "East Sussex and Brighton",
    group: "East Sussex Corridor",
    lat: 50.793,
    lng: 0.003,
    postcodes: ["BN10"],
    description: "A cliff-top town on a grid of avenues, built up with bungalows and chalet homes either side of the A259.",
    metaTitle: "Peacehaven Waste Clearance | Same-Day Collections",
    metaDescription:
      "Licensed waste clearance in Peacehaven and Telscombe Cliffs, from grid-avenue bungalows to cliff-top flats. Free photo quote, fixed price, same-day pickup.",
    localInfo: {
      landmarks: ["Meridian Monument", "Centenary Park", "Peacehaven Heights", "The Meridian Centre", "Big Park"],
      roads: ["A259 South Coast Road", "Sutton Avenue", "Telscombe Cliffs Way", "Roderick Avenue", "Piddinghoe Avenue", "Arundel Road"],
    },
    prose: [
      "Peacehaven was laid out from 1916 onwards as a grid of long, straight avenues running inland from the cliffs and crossing the A259 South Coast Road. Plots were sold off one at a time, and the town still shows it: bungalows, chalet bungalows and small houses of every age sit side by side on avenues such as Sutton Avenue, Roderick Avenue and Piddinghoe Avenue, many of which stayed unmade for years.",
      "The Greenwich Meridian crosses the town at the cliff-top Meridian Monument, and the land rises gently inland, so most properties are on level or gently sloping plots with driveways. That makes Peacehaven one of the easier places to work, as vans can usually park on the drive or on the avenue outside. Typical jobs include whole-bungalow clearances, garages and sheds full of tools, and green waste from long plots that have been left to grow.",
      "Peacehaven is in Lewes District and has its own town council, and Telscombe Cliffs runs into it from the west. The A259 through the town is the only main route east and west, and it queues at peak times, especially towards Newhaven. We reach Peacehaven over the Downs from the A27, or along the coast from Brighton, depending on the traffic.",
    ],
    tips: [
      "Most avenues have room to park outside; if your stretch is unmade or potholed, mention it so we can plan the van.",
      "Avoid peak times on the A259 if you can; mid-morning is usually the easiest time for us to arrive.",
      "Sheds and garages on long plots are often packed; photos from the doorway help us quote accurately.",
    ],
    typicalJobs: [
      "Whole-bungalow clearances on the grid avenues",
      "Garage and workshop clear-outs",
      "Green waste from long, overgrown plots",
      "Flat clearances near the Meridian Centre",
    ],
    faqs: [
      {
        question: "Some roads in Peacehaven are unmade. Can your van get down them?",
        answer:
          "Usually, yes. A few avenues still have rough or potholed stretches. Our vans cope with uneven surfaces, and where a section is too poor we park at the nearest firm road and carry items from there. Let us know about the road surface when you send photos.",
      },
      {
        question: "Where is the nearest household waste site to Peacehaven?",
        answer:
          "East Sussex County Council’s nearest recycling site is in Newhaven, off New Road, a few miles east along the A259. It suits small car-loads. If you have furniture, a full garage or no car, we can collect from your property instead and provide a waste transfer note for the load.",
      },
    ],
  },
  {
    slug: "newhaven",
    name: "Newhaven",
    county: "East Sussex",
    region: "East Sussex and Brighton",
    group: "East Sussex Corridor",
    lat: 50.793,
    lng: 0.047,
    postcodes: ["BN9"],
    description: "A working port town with hillside terraces, post-war estates in Denton and new flats along West Quay.",
    metaTitle: "Newhaven Rubbish Clearance | Licensed and Insured",
    metaDescription:
      "Licensed rubbish clearance across Newhaven, including Denton, South Heighton and West Quay. A free fixed-price quote from photos; same-day collection by 10am.",
    localInfo: {
      landmarks: ["Newhaven Fort", "Castle Hill", "Newhaven Harbour", "West Quay", "Newhaven swing bridge"],
      roads: ["North Way", "South Way", "A26 New Road", "High Street", "Fort Road", "Drove Road"],
    },
    prose: [
      "Newhaven is a port town first, with the ferry terminal for Dieppe, the harbour and the industrial estates along the east bank of the Ouse. The town centre sits on the west bank inside a one-way ring road of North Way and South Way, which makes short stops awkward and turns a missed turning into a full loop. Around the High Street and up the hill towards St Michael’s Church there are Victorian terraces and flats above shops.",
      "Across the swing bridge, Denton and South Heighton are on the slopes east of the river, with large post-war estates of semis and terraced houses and some steep roads, and the older streets of Eastside sit close to the port. On the west side, Fort Road leads down towards Newhaven Fort and Castle Hill, while new flats have gone up along the waterfront at West Quay. Many of those blocks have communal bin stores and allocated parking only.",
      "Typical work ranges from house clearances on the estates to end-of-tenancy jobs in rented terraces, with the odd yard or small unit near the harbour. Newhaven is in Lewes District, and East Sussex County Council runs a recycling site on New Road in the town. From Crawley we come via the A23 and A27 and then down the A26 from Lewes, a route that also links well with jobs in Seaford and Peacehaven.",
    ],
    tips: [
      "The ring road makes stopping in the centre difficult; tell us about any rear yard or parking space at your property.",
      "For new flats at West Quay, check with the management company about using the loading area or lift.",
      "If you live in Denton or South Heighton, say whether the road is steep, so we can pick a safe place to park.",
    ],
    typicalJobs: [
      "House clearances on the Denton and South Heighton estates",
      "End-of-tenancy clearances in terraces near the High Street",
      "Flat clear-outs in waterfront blocks at West Quay",
      "Yard and small unit clearances near the harbour",
    ],
    faqs: [
      {
        question: "Can you work around Newhaven’s one-way system?",
        answer:
          "Yes. We plan our approach to each street in advance and pick a legal place to stop before we arrive. If your home is on the High Street or inside the ring road, rear access or a space in a nearby car park makes loading much quicker, so mention it when you send photos.",
      },
      {
        question: "Do you cover Denton and South Heighton on the east side of the river?",
        answer:
          "We do. Both are reached from the A26 without crossing the town centre. Some roads there are steep and parking outside terraces can be tight, so a quick photo of the road and the route from your front door helps us plan where the van goes.",
      },
    ],
  },
  {
    slug: "seaford",
    name: "Seaford",
    county: "East Sussex",
    region: "East Sussex and Brighton",
    group: "East Sussex Corridor",
    lat: 50.771,
    lng: 0.102,
    postcodes: ["BN25"],
    description: "A quiet seaside town of Edwardian villas, bungalows and retirement flats, below Seaford Head and the cliffs.",
    metaTitle: "Seaford House Clearance | Free Fixed-Price Photo Quotes",
    metaDescription:
      "Licensed house and garden clearance in Seaford, from Esplanade flats to Chyngton bungalows. Free fixed quote from your photos; same-day if you book early.",
    localInfo: {
      landmarks: ["Seaford Head", "Seaford Martello Tower", "Splash Point", "Seaford Bay", "Cuckmere Haven"],
      roads: [
        "A259 Sutton Road",
        "A259 Clinton Place",
        "Broad Street",
        "Church Street",
        "The Esplanade",
        "Alfriston Road",
        "Chyngton Road",
      ],
    },
    prose: [
      "Seaford is a quiet seaside town, the last stop on the branch line from Lewes. It has a long shingle beach and the Esplanade, with Seaford Head rising to the east. The centre around Broad Street, Church Street and Clinton Place has Victorian and Edwardian buildings with flats above shops, some in squared flint. The seafront has blocks of flats facing the bay, many with long corridors and lifts that are fine for boxes but not for a three-seater sofa.",
      "Seaford is home to a lot of retired people, and its housing reflects that. Chyngton, Sutton and East Blatchington are mostly bungalows and detached houses from the 1930s to the 1970s, set on wide, quiet roads with driveways. A typical job here is clearing a whole bungalow when someone moves into care or a home is sold after a death, usually arranged with relatives who live some distance away.",
      "The town is in Lewes District. East Sussex County Council’s recycling site at Cradle Hill opens only from Friday to Sunday, and the nearest alternative is at Newhaven. Seafront parking fills on sunny weekends. We reach Seaford along the A259 from Newhaven after coming down the A26, and Seaford jobs fit alongside work in Newhaven and Peacehaven on the same run.",
    ],
    tips: [
      "If you are arranging a parent’s clearance from elsewhere, photos taken by a neighbour or agent are enough for a fixed quote.",
      "Seafront blocks along the Esplanade sometimes limit the hours for moving furniture, so check with the managing agent.",
      "Bungalows in Chyngton usually have a drive; clear a space for the van if you can.",
    ],
    typicalJobs: [
      "Whole-bungalow clearances in Chyngton and East Blatchington",
      "Seafront flat clear-outs along the Esplanade",
      "Garage and shed clearances in Sutton",
      "Flat clearances above shops on Broad Street",
    ],
    faqs: [
      {
        question: "Can you arrange a Seaford clearance if I live far away?",
        answer:
          "Yes. Many Seaford clearances are organised by sons and daughters living elsewhere. A neighbour, agent or care home contact can send photos for a fixed quote, and we can agree access by phone. Tell us about anything to be kept, such as papers or photographs, and you receive the waste transfer note digitally.",
      },
      {
        question: "Is there a tip in Seaford?",
        answer:
          "There is a county household waste site at Cradle Hill, on the north side of Seaford, but it opens only on Fridays, Saturdays and Sundays. It suits small car-loads. For a full bungalow, heavy furniture or a garage of mixed rubbish, we load everything at your door in one visit.",
      },
    ],
  },
  {
    slug: "lewes",
    name: "Lewes",
    county: "East Sussex",
    region: "East Sussex and Brighton",
    group: "East Sussex Corridor",
    lat: 50.874,
    lng: 0.009,
    postcodes: ["BN7"],
    description: "The county town, with medieval and Georgian houses, steep twittens, Victorian terraces and permit parking.",
    metaTitle: "Waste & Rubbish Clearance in Lewes | Fixed Photo Quotes",
    metaDescription:
      "Licensed rubbish clearance in Lewes, from Cliffe cottages and Wallands villas to the Nevill. Send photos for a free quote at a fixed price; same-day by 10am.",
    localInfo: {
      landmarks: ["Lewes Castle", "Anne of Cleves House", "Harvey’s Brewery", "Southover Grange Gardens", "Lewes Priory"],
      roads: ["High Street", "School Hill", "Cliffe High Street", "Western Road", "Station Street", "Malling Street", "Keere Street"],
    },
    prose: [
      "Lewes is the county town of East Sussex, built on a steep spur above the River Ouse with Lewes Castle at the top. Medieval, Tudor and Georgian buildings line the High Street and School Hill, and between them run the twittens, narrow footpaths far too tight for any vehicle. Keere Street, one of the steepest, is cobbled. Clearing a house in the old town often means carrying everything by hand down a twitten or a long flight of stairs.",
      "Across the river, Cliffe High Street and Malling have older cottages and flats, with Harvey’s Brewery by the bridge. The Wallands and the streets off Western Road are Victorian and Edwardian terraces and villas, and the Nevill estate on the western edge is mid-twentieth-century housing with gardens and garages. Southover, around Southover Grange Gardens and the priory ruins, mixes older houses with Victorian terraces on narrow streets.",
      "A controlled parking zone covers most of the town centre and the streets around it, so we plan where to stop before every job. East Sussex County Council is based at County Hall in Lewes, and the town itself is in Lewes District. On Bonfire Night the centre closes to traffic for the processions, and jobs in the old town that week are best kept to earlier in the day. We come in from Crawley along the A27 or the A275, depending on which side of town the job is.",
    ],
    tips: [
      "Most of central Lewes is permit parking; a visitor permit from you helps us stop close to your door.",
      "Do not book an evening job on Bonfire Night, when the town centre is closed to traffic.",
      "If your house is on a twitten, tell us how far it is to the nearest road, so we bring enough people.",
    ],
    typicalJobs: [
      "House clearances in old-town properties off the High Street",
      "Terraced house clear-outs in the Wallands and Southover",
      "Loft and garage clearances on the Nevill estate",
      "Flat clearances along Cliffe High Street",
    ],
    faqs: [
      {
        question: "My house in Lewes is on a twitten. Can you still clear it?",
        answer:
          "Yes. Houses on the twittens have no vehicle access at all, so we park on the nearest street we can legally use and carry everything along the footpath by hand. We take furniture apart where needed and bring extra people for longer carries. Photos of the twitten help.",
      },
      {
        question: "Does Bonfire Night affect clearances in Lewes?",
        answer:
          "It does on the night itself. On Bonfire Night, usually 5 November, the town centre closes to traffic for the bonfire societies’ processions, and the days around it are busy. We plan Lewes jobs for other dates or earlier in the day, so talk to us if your clearance falls that week.",
      },
    ],
  },
  {
    slug: "uckfield",
    name: "Uckfield",
    county: "East Sussex",
    region: "East Sussex and Brighton",
    group: "East Sussex Corridor",
    lat: 50.97,
    lng: 0.096,
    postcodes: ["TN22"],
    description: "A Wealden market town with a long hilly High Street, Victorian terraces and large post-war estates.",
    metaTitle: "Uckfield Rubbish Removal | Same-Day, Licensed Team",
    metaDescription:
      "Licensed rubbish removal in Uckfield, from High Street flats to homes in Ridgewood. A free photo quote gives you a fixed price, with same-day pickup by 10am.",
    localInfo: {
      landmarks: ["Luxford Field", "Holy Cross Church", "Uckfield station", "West Park Nature Reserve", "Bridge Cottage"],
      roads: ["High Street", "A22 Uckfield bypass", "A26", "B2102 Framfield Road", "New Town", "Church Street"],
    },
    prose: [
      "Uckfield is a market town in the Weald. Its long High Street rises north from the River Uck towards Holy Cross Church. The lower end, near the station and Bridge Cottage, has flooded in the past, and buildings there include shops with flats above and older cottages. Further up, the High Street has Victorian and earlier buildings with rear yards, and the streets off it, such as New Town and Framfield Road, have Victorian and Edwardian terraces.",
      "Much of Uckfield was built after the Second World War. Ridgewood to the south and the large estates on the northern and eastern sides of town hold a big share of its homes: semis, terraces and bungalows from the 1950s onwards, plus more recent developments on the edges. These are straightforward jobs for a van, with driveways or wide roads, and the work is mostly lofts, garages, garden sheds and unwanted furniture after a move.",
      "Uckfield is in Wealden District, and the A22 bypass takes through traffic around the town. The High Street is the main shopping street and parking along it is short-stay, so we normally clear flats above shops from the rear. The county’s Maresfield recycling site is a short drive north. From Crawley we come across on the A264 and A22 via East Grinstead, or through Haywards Heath on the A272, and Uckfield fits well with jobs in Lewes.",
    ],
    tips: [
      "Flats above High Street shops are easiest to clear from the rear yards, so tell us how to reach the back.",
      "If your property is near the river at the bottom of the High Street, mention any damp storage or cellars.",
      "The A22 and A272 junctions around Uckfield are busy at school times, so mid-morning slots are easiest.",
    ],
    typicalJobs: [
      "Loft and garage clear-outs in Ridgewood",
      "Flat clearances above shops on the High Street",
      "House clearances in Victorian terraces off Framfield Road",
      "Shed and garden waste removal on the newer estates",
    ],
    faqs: [
      {
        question: "Is Uckfield within reach from Crawley for same-day work?",
        answer:
          "Yes. Uckfield is about 20 miles from our Crawley base by the A264 and A22. When photos arrive before 10am, same-day collection is often possible, depending on how many jobs we already have in the Lewes and Wealden area that day.",
      },
      {
        question: "Where is the nearest tip to Uckfield?",
        answer:
          "East Sussex County Council’s nearest household waste recycling site is at Maresfield, just north of Uckfield. It works well for small car-loads of household waste. If you have bulky furniture, a full loft or garage, or no suitable car, we can clear it from your home in one visit.",
      },
    ],
  },
  {
    slug: "eastbourne",
    name: "Eastbourne",
    county: "East Sussex",
    region: "East Sussex and Brighton",
    group: "East Sussex Corridor",
    lat: 50.7684,
    lng: 0.284,
    postcodes: ["BN20", "BN21", "BN22", "BN23"],
    description: "Seafront hotels turned flats, Meads villas, Old Town cottages and the newer homes of Sovereign Harbour.",
    metaTitle: "Eastbourne Rubbish Clearance | Licensed & Insured",
    metaDescription:
      "Licensed rubbish clearance in Eastbourne, from Meads villas and seafront flats to Sovereign Harbour. Free photo quote, fixed price, same-day if booked early.",
    localInfo: {
      landmarks: ["Eastbourne Pier", "Beachy Head", "Devonshire Park", "Redoubt Fortress", "Towner Eastbourne", "Sovereign Harbour"],
      roads: ["Grand Parade", "Terminus Road", "Seaside", "Upperton Road", "A22 Golden Jubilee Way", "King’s Drive", "Meads Street"],
    },
    prose: [
      "Eastbourne spreads from the foot of Beachy Head to Sovereign Harbour, and each part of town has its own kind of clearance. Along Grand Parade near Eastbourne Pier and the roads behind the seafront, many Victorian hotels and villas have been turned into flats, often with several floors of stairs and small lifts. Meads, below the Downs, has large Victorian and Edwardian houses, some still family homes and some divided, with long gardens and big lofts.",
      "Eastbourne has a large retired population, and retirement flats and bungalows bring many probate and downsizing clearances. Old Town, around St Mary’s Church, has flint cottages and terraces on narrow streets. Upperton and the roads near the station have Victorian terraces, and there are flats above the shops on Terminus Road and Seaside Road.",
      "To the east, Hampden Park, Langney and Roselands are mostly post-war housing estates, and Sovereign Harbour has modern flats and houses built around the marina from the 1990s onwards, many with allocated parking and management company rules. Eastbourne Borough Council runs the bins, and the county’s recycling site is on St Philips Avenue. Eastbourne is at the far edge of our area, reached from Crawley down the A22, so early booking matters more here than in most towns.",
    ],
    tips: [
      "Seafront and town-centre streets have paid or permit parking; a visitor permit or a forecourt makes loading far easier.",
      "Sovereign Harbour developments often have management rules on vans and removal times, so check before booking.",
      "As Eastbourne is at the edge of our area, send photos as early as possible if you are hoping for a same-day slot.",
    ],
    typicalJobs: [
      "Seafront flat clearances in converted hotels along Grand Parade",
      "Probate clearances of retirement flats and bungalows",
      "Large house clear-outs in Meads",
      "Estate house clearances in Hampden Park and Langney",
      "Marina flat clear-outs at Sovereign Harbour",
    ],
    faqs: [
      {
        question: "Do you really cover Eastbourne from Crawley?",
        answer:
          "Yes. Eastbourne sits at the outer edge of the area we serve, and we reach it down the A22. Because the journey is longer than to most towns, contact us before 10am with photos for a same-day slot, or book ahead for the following day, subject to availability. The same fixed photo pricing applies.",
      },
      {
        question: "Where is the tip in Eastbourne?",
        answer:
          "East Sussex County Council runs a household waste recycling site on St Philips Avenue for residents’ car-loads. If you are clearing a large seafront flat, a house in Meads or a whole bungalow, it is often easier for us to load everything at the property in one visit, with a waste transfer note provided.",
      },
    ],
  },
];

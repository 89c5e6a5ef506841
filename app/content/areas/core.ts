import type { AreaSource } from "../types";

/** Crawley and the towns closest to the RH10 yard, plus the Mid Sussex villages listed as additional areas. */
export const coreAreas: AreaSource[] = [
  {
    slug: "crawley",
    name: "Crawley",
    county: "West Sussex",
    region: "Crawley-area and Mid Sussex/Surrey border",
    group: "Core Service Areas (RH10 Radius)",
    lat: 51.1133,
    lng: -0.187,
    postcodes: ["RH10", "RH11"],
    description: "Our home patch: new-town neighbourhoods from Ifield to Maidenbower, plus the Manor Royal business district.",
    metaTitle: "Rubbish Clearance in Crawley | Same-Day Waste Removal",
    metaDescription:
      "Licensed rubbish clearance across Crawley, from our own RH10 yard. Same-day collection in RH10 and RH11 when you book before 10am, and free photo quotes.",
    localInfo: {
      landmarks: ["Queens Square", "County Mall", "Tilgate Park", "Goffs Park", "The Hawth"],
      roads: ["A2011 Crawley Avenue", "A2220 Haslett Avenue", "Ifield Avenue", "Brighton Road", "High Street"],
    },
    prose: [
      "Crawley was designated a new town in 1947, and its housing still follows the original plan: a ring of self-contained neighbourhoods such as Ifield, Langley Green, Northgate, Tilgate, Furnace Green, Bewbush and Broadfield, each built around its own parade of shops. Most homes are post-war terraces and semis with small front gardens, shared parking bays and rear footpaths. There are blocks of flats around Queens Square and the High Street, and newer estates at Maidenbower and Forge Wood.",
      "Our yard is in RH10, so Crawley jobs are the ones we reach fastest. Typical work is a loft clear-out in a three-bed terrace in Gossops Green, an end-of-tenancy clear in a flat near the town centre, hedge and shed waste from the bigger plots in Pound Hill, or old desks, racking and pallets from units in Manor Royal.",
      "Many new-town terraces face onto footpaths rather than the road, so the van often waits in a garage court or a bay round the corner while we wheel items through on a sack truck. Crawley Borough Council handles bin collections; the household waste recycling site on Metcalf Way is run by West Sussex County Council, which asks for proof of residency and may need a booked slot. For a houseful of furniture or a mixed load, one visit from us is usually quicker than several trips.",
    ],
    tips: [
      "Tell us if your house fronts a footpath; we will plan where the van waits and bring a sack truck.",
      "Garage courts in neighbourhoods like Bewbush and Langley Green are often the closest legal place to load, so mention if you have one.",
      "Book before 10am for a same-day slot; Crawley is nearly always our quickest reach from the yard.",
    ],
    typicalJobs: [
      "Loft clear-outs in new-town terraces in Ifield and Gossops Green",
      "End-of-tenancy clears in flats around Queens Square",
      "Hedge, shed and garden waste from larger plots in Pound Hill",
      "Office and warehouse clearances in Manor Royal",
    ],
    faqs: [
      {
        question: "Can you collect from a Crawley house that faces a footpath?",
        answer:
          "Yes. Many new-town homes in Crawley face onto shared footpaths, with parking in a bay or garage court nearby. We park as close as we legally can and carry everything to the van on a sack truck. Tell us roughly how long the walk is when you send photos, so the quote covers it.",
      },
      {
        question: "Will you take things the Metcalf Way recycling site won’t?",
        answer:
          "Often, yes. Household recycling sites limit trade waste, vans and some bulky or DIY materials. As an Environment Agency licensed waste carrier we can take mixed loads from Crawley homes and businesses, sort them, and send as much as possible for recycling, with a digital waste transfer note for your records.",
      },
    ],
  },
  {
    slug: "three-bridges",
    name: "Three Bridges",
    county: "West Sussex",
    region: "Crawley-area and Mid Sussex/Surrey border",
    group: "Core Service Areas (RH10 Radius)",
    lat: 51.117,
    lng: -0.164,
    postcodes: ["RH10"],
    description: "Railway-side Crawley neighbourhood of Victorian cottages, commuter flats and new-town homes near Hazelwick.",
    metaTitle: "Three Bridges Rubbish Removal | Licensed, Same-Day Service",
    metaDescription:
      "Rubbish removal in Three Bridges, a few minutes from our RH10 yard. Licensed waste carrier, same-day slots if you book before 10am, free quotes from photos.",
    localInfo: {
      landmarks: ["Three Bridges station", "Hazelwick School", "Jubilee Field, home of Three Bridges FC"],
      roads: ["A2220 Haslett Avenue East", "Three Bridges Road", "Hazelwick Avenue", "Station Hill", "Gatwick Road"],
    },
    prose: [
      "Three Bridges was a railway village long before the new town arrived, and it still shows. Around the station and along Three Bridges Road there are Victorian and Edwardian cottages built for railway families, sitting beside 1950s and 1960s new-town housing towards Hazelwick and Northgate. Newer apartment blocks close to the station are popular with commuters who use the fast trains to London, Brighton and the airport.",
      "That mix shapes the work. The old terraces have narrow hallways and steep, tight stairs, so a sofa or wardrobe often has to be dismantled before it will go out of the door. Flats near the station change tenants often, which means regular end-of-tenancy clears for landlords who need a unit empty between lets. Families in the larger semis off Hazelwick Avenue tend to call us for loft and garage clear-outs, particularly before a move.",
      "Parking is the practical issue. Streets close to Three Bridges station fill with commuter cars on weekdays and some carry waiting restrictions, so we plan around quieter times or load from a driveway where there is one. Haslett Avenue East is heavy with traffic at rush hour and we avoid stopping on it. The neighbourhood is only a few minutes across town from our yard, so a same-day collection here rarely needs juggling.",
    ],
    tips: [
      "Weekday mornings near the station are the worst for parking; a mid-morning or Saturday slot is often easier.",
      "If you live in a flat by the station, check whether the building has a loading bay or a managed car park we can use.",
      "Measure tight terrace stairways beforehand; we bring tools to take apart furniture that will not turn the corner.",
    ],
    typicalJobs: [
      "End-of-tenancy clears in flats near Three Bridges station",
      "Furniture removal from Victorian railway cottages with narrow stairs",
      "Loft and garage clear-outs in semis off Hazelwick Avenue",
      "Small office clear-outs close to the station",
    ],
    faqs: [
      {
        question: "Can you park near Three Bridges station for a collection?",
        answer:
          "Usually, but it takes a little planning. Roads around the station fill with commuter parking on weekdays, and some have restrictions. Tell us your street when you send photos and we will suggest a time, often mid-morning, when a space is likelier, or use your driveway if you have one.",
      },
      {
        question: "How quickly can you reach Three Bridges?",
        answer:
          "Three Bridges is one of our nearest neighbourhoods, a short drive across Crawley from the RH10 yard. Book before 10am and a same-day collection is normally possible, subject to that day’s bookings. Later requests can often be fitted in the following morning.",
      },
    ],
  },
  {
    slug: "copthorne",
    name: "Copthorne",
    county: "West Sussex",
    region: "Crawley-area and Mid Sussex/Surrey border",
    group: "Core Service Areas (RH10 Radius)",
    lat: 51.1399,
    lng: -0.1117,
    postcodes: ["RH10"],
    description: "A264 village east of Crawley: cottages by the common, post-war homes and big gardens near the golf club.",
    metaTitle: "Copthorne Waste Clearance | Free Photo Quote, Same Day",
    metaDescription:
      "Licensed waste clearance in Copthorne, ten minutes from Crawley along the A264. Send photos for a free fixed quote; same-day collection if you book by 10am.",
    localInfo: {
      landmarks: ["Copthorne Common", "St John the Evangelist Church", "Copthorne Golf Club", "Copthorne Hotel London Gatwick"],
      roads: ["A264 Copthorne Way", "Copthorne Bank", "Borers Arms Road", "Church Road", "Copthorne Common Road"],
    },
    prose: [
      "Copthorne sits just east of junction 10 of the M23, where the A264 heads off towards East Grinstead. The village grew up slowly around Copthorne Common and Copthorne Bank, close to the Surrey border, and its housing reflects that: Victorian brick cottages near the church, 1950s to 1970s houses and bungalows in the side roads off Borers Arms Road, and larger detached homes with long gardens out towards the golf club.",
      "Because so many plots here are generous, garden clearances make up a big share of our Copthorne work: overgrown hedging, rotten sheds, broken greenhouses and garages that have filled up over decades. We also clear bungalows when older residents downsize or move into care, and do one-off collections of furniture and white goods for families on the newer developments.",
      "Copthorne is part of Worth parish, in Mid Sussex District Council’s area. Most roads are quiet, but several lanes are narrow, with grass verges and no pavement, so we take care not to block them or churn up the verge. The roundabout by the Copthorne Hotel can queue at peak times with airport traffic. From our RH10 yard the drive is usually around ten minutes.",
    ],
    tips: [
      "Soft verges are common here; let us know if the van will need to reverse up a long or gravel driveway.",
      "Book garden clearances early in spring and autumn, when hedge and shed jobs in the village peak.",
      "Near the Copthorne Way roundabout, skip the morning peak; a late-morning slot runs more smoothly.",
    ],
    typicalJobs: [
      "Garden and hedge waste from large plots near the common",
      "Shed, garage and greenhouse removals",
      "Bungalow clearances when downsizing or moving into care",
      "White goods and furniture collections from newer estates",
    ],
    faqs: [
      {
        question: "Can your van get up a long Copthorne driveway?",
        answer:
          "In most cases, yes. Our vans are sized for residential access. Some Copthorne homes have long gravel drives or soft verges, so tell us about turning space and low branches when you send photos. If the van cannot get close, we load from the lane and carry items down.",
      },
      {
        question: "Which council covers Copthorne, and does it matter for a clearance?",
        answer:
          "Copthorne is in Mid Sussex District Council’s area, with West Sussex County Council running the recycling sites. For a private clearance it makes little difference: we are a licensed waste carrier, take the waste away ourselves and give you a digital waste transfer note.",
      },
    ],
  },
  {
    slug: "gatwick",
    name: "Gatwick",
    county: "West Sussex",
    region: "Crawley-area and Mid Sussex/Surrey border",
    group: "Core Service Areas (RH10 Radius)",
    lat: 51.1537,
    lng: -0.1821,
    postcodes: ["RH6"],
    description: "Airport hotels, offices and depots around the terminals, plus homes at Povey Cross and Tinsley Green.",
    metaTitle: "Gatwick Waste Removal | Hotels, Offices and Homes Cleared",
    metaDescription:
      "Licensed waste removal around Gatwick Airport for hotels, offices, depots and nearby homes. Free photo quotes and same-day collection when booked by 10am.",
    localInfo: {
      landmarks: ["Gatwick Airport station", "North Terminal", "South Terminal", "The Beehive at City Place Gatwick"],
      roads: ["Airport Way", "Perimeter Road North", "Longbridge Way", "Povey Cross Road", "Gatwick Road"],
    },
    prose: [
      "Gatwick is mostly an airport and the businesses that serve it, so our work here looks different from anywhere else we cover. Around the North and South Terminals there are hotels, car hire depots, airline and handling offices, freight sheds and the offices at City Place Gatwick, which include the 1930s Beehive terminal building. We clear refurbishment waste from hotel rooms, unwanted desks and chairs from offices, and pallets, packaging and broken equipment from depots.",
      "We work landside only. Airside areas need security passes and escorted vehicles, so anything inside the restricted zone has to be brought out to a landside loading point first. Terminal forecourts have strict no-waiting rules and drop-off charges, which is why we collect from service yards, hotel goods-in doors and business car parks rather than the front of a building. It helps to tell us which entrance and bay to use before we set off.",
      "There are homes here too. Povey Cross, on the Surrey side near Horley, and Tinsley Green, east of the runway, have houses and bungalows under the flight path, while the old village of Lowfield Heath is now mostly industrial units. The airport lies within Crawley borough, a short run up the Gatwick Road from our yard.",
    ],
    tips: [
      "Tell us the exact loading bay or goods-in door; we cannot wait on terminal forecourts.",
      "Anything in the airside zone needs to be brought landside before we arrive.",
      "Hotels planning room refurbishments can book a series of collections to match each floor.",
    ],
    typicalJobs: [
      "Hotel refurbishment waste: mattresses, headboards and carpet",
      "Office furniture clearances at City Place and nearby business parks",
      "Pallets, packaging and scrap from freight and car hire depots",
      "House and garden clearances in Tinsley Green and Povey Cross",
    ],
    faqs: [
      {
        question: "Can you collect from inside Gatwick’s terminals?",
        answer:
          "Not from airside areas, which need security passes and escorted vehicles. We collect from landside loading points, hotel service yards and business car parks around the airport. If your waste is airside, your site team moves it to a landside bay and we take it from there, with a waste transfer note for your records.",
      },
      {
        question: "Do you provide waste transfer notes for Gatwick businesses?",
        answer:
          "Yes. Every commercial collection comes with a digital waste transfer note showing what we took, where from and our Environment Agency carrier registration. Hotels, airline offices and depots around Gatwick can keep these for their duty of care records and audits.",
      },
    ],
  },
  {
    slug: "horley",
    name: "Horley",
    county: "Surrey",
    region: "Crawley-area and Mid Sussex/Surrey border",
    group: "Core Service Areas (RH10 Radius)",
    lat: 51.1741,
    lng: -0.1616,
    postcodes: ["RH6"],
    description: "Surrey town just north of Gatwick with station-side terraces, 1930s semis and new estates at Westvale Park.",
    metaTitle: "House and Garden Clearance Horley | Same-Day Collection",
    metaDescription:
      "Horley rubbish clearance by a licensed waste carrier based just across the airport in RH10. Free photo quotes with fixed prices, same day if you call by 10am.",
    localInfo: {
      landmarks: ["Horley station", "St Bartholomew’s Church", "Westvale Park", "Victoria Road shops"],
      roads: ["A23 Brighton Road", "Victoria Road", "Balcombe Road", "Horley Row", "Massetts Road", "Smallfield Road"],
    },
    prose: [
      "Horley grew around its railway station in the Victorian era and has kept growing, helped by sitting right next to Gatwick. The older core around Victoria Road and the High Street has terraced houses and flats above shops. The roads off Massetts Road and Lumley Road have larger Edwardian and 1930s homes, and the big developments at Westvale Park and Langshott have added hundreds of new-build houses in recent years.",
      "A lot of Horley residents work at the airport and many rent, so end-of-tenancy clearances are a steady part of our work here. Landlords ask us to empty flats near the station between lets, and families leaving older semis want lofts, sheds and garages cleared. New-build owners tend to need builders’ leftovers, flat-pack cardboard and old turf taken away after moving in.",
      "Horley is in Surrey and comes under Reigate and Banstead Borough Council, so the nearest county tip is the Earlswood community recycling centre on the Horley Road, which restricts vans and trade waste. Parking near the station and along Victoria Road is tight in the daytime. Parts of the town sit low beside the streams that feed the River Mole, so gardens there can be waterlogged in winter, which we allow for when planning a garden job. Our RH10 yard is only a few miles south.",
    ],
    tips: [
      "Victoria Road and the streets by the station are busy in the day; a driveway or early slot makes loading quicker.",
      "Some new-build estates have management company rules on vans, so check before booking.",
      "Surrey recycling centres limit van and trade visits, so a licensed carrier is often simpler for big loads.",
    ],
    typicalJobs: [
      "End-of-tenancy clears in flats near Horley station",
      "Loft and garage clear-outs in 1930s semis off Massetts Road",
      "Packaging and builders’ leftovers from new homes at Westvale Park",
      "Garden clearances in Langshott and Meath Green",
    ],
    faqs: [
      {
        question: "Is Horley too far for a same-day collection?",
        answer:
          "No. Horley is just north of Gatwick and only a few miles from our RH10 yard, so it is one of the quickest towns for us to reach. Contact us before 10am with photos and we can normally collect that day, subject to availability.",
      },
      {
        question: "Can I take my clearance to a Surrey recycling centre instead?",
        answer:
          "You can take household waste by car to Surrey’s community recycling centres, the nearest being Earlswood, but vans, trailers and trade waste face restrictions. For bulky or mixed loads, hiring a licensed waste carrier saves the trips, the queues and the paperwork.",
      },
    ],
  },
  {
    slug: "charlwood",
    name: "Charlwood",
    county: "Surrey",
    region: "Crawley-area and Mid Sussex/Surrey border",
    group: "Core Service Areas (RH10 Radius)",
    lat: 51.1553,
    lng: -0.2245,
    postcodes: ["RH6"],
    description: "Old Surrey village west of Gatwick with listed cottages, farms and barns along narrow lanes.",
    metaTitle: "Rubbish Removal Charlwood | Barns, Sheds and House Clears",
    metaDescription:
      "Licensed rubbish removal in Charlwood and its lanes: barns, outbuildings, cottages and gardens. Free photo quote and fixed price, same day if booked by 10am.",
    localInfo: {
      landmarks: ["St Nicholas’ Church", "Gatwick Aviation Museum", "Lowfield Heath Windmill", "The Half Moon"],
      roads: ["The Street", "Norwood Hill", "Rectory Lane", "Lowfield Heath Road", "Ifield Road", "Russ Hill"],
    },
    prose: [
      "Charlwood is an old village on the Surrey side of Gatwick’s western boundary, with a Norman church, St Nicholas’, and a cluster of listed timber-framed houses. Around The Street and Rectory Lane are medieval hall houses and brick cottages. Further out, along Norwood Hill, Russ Hill and the lanes towards Hookwood, there are farmhouses, converted barns and bungalows on large plots, and the Lowfield Heath Windmill, moved here from its original site near the airport.",
      "The work here is rural. We clear barns, stables and outbuildings, old machinery parts, fencing and years of garden waste from big gardens. Probate clearances of older cottages come up often, and they need care: low beams, narrow winding stairs and uneven floors mean items often come out in pieces, and we protect old boards and door frames as we go.",
      "Charlwood falls under Mole Valley District Council, and much of the village is a conservation area. Many lanes are single track with passing places and ditches on either side, so we bring a van sized for the access and may carry items a short way. Because the airport perimeter is right next door, the village is only about fifteen minutes from our yard via Lowfield Heath.",
    ],
    tips: [
      "Single-track lanes leave little room to stop; tell us if there is space to pull in at the property.",
      "Listed cottages can have fragile floors and low doors, so point out anything we should protect.",
      "Outbuilding clearances take longer; book a morning start so we finish in daylight.",
    ],
    typicalJobs: [
      "Barn, stable and outbuilding clearances",
      "Probate clearances of listed cottages around The Street",
      "Large garden and fencing waste removals",
      "Scrap and old machinery from farm sheds",
    ],
    faqs: [
      {
        question: "Can you clear a barn or stable in Charlwood?",
        answer:
          "Yes. We clear outbuildings on rural plots: old feed sacks, timber, fencing, broken tools and general junk. We cannot take asbestos sheeting or chemicals without checking first, so mention anything unusual in your photos. We separate metal and wood for recycling wherever we can.",
      },
      {
        question: "Will your van fit down the lanes near Norwood Hill?",
        answer:
          "Our vans handle most Charlwood lanes, including narrow ones with passing places. If a drive is very tight or a lane has a width limit, we park where it is safe and carry items out. Photos of the access help us choose the right vehicle.",
      },
    ],
  },
  {
    slug: "east-grinstead",
    name: "East Grinstead",
    county: "West Sussex",
    region: "Crawley-area and Mid Sussex/Surrey border",
    group: "Core Service Areas (RH10 Radius)",
    lat: 51.1257,
    lng: -0.0075,
    postcodes: ["RH19"],
    description: "Hilltop market town with a medieval High Street, Victorian villas and post-war estates by Ashdown Forest.",
    metaTitle: "East Grinstead Rubbish Clearance | Licensed and Insured",
    metaDescription:
      "Rubbish clearance in East Grinstead by a licensed, insured waste carrier. From the High Street to Imberhorne: free photo quotes and same-day collection.",
    localInfo: {
      landmarks: [
        "Sackville College",
        "Queen Victoria Hospital",
        "East Grinstead station and the Bluebell Railway",
        "Chequer Mead Theatre",
      ],
      roads: ["A22 London Road", "A264 Holtye Road", "High Street", "Lewes Road", "Imberhorne Lane", "West Street"],
    },
    prose: [
      "East Grinstead stands on a ridge at the edge of Ashdown Forest, and its High Street has one of the longest runs of medieval timber-framed buildings in England, with Sackville College at its eastern end. Behind that historic core the town spread out in Victorian and Edwardian times, with large villas on the roads towards the station, and then in the post-war decades with estates such as Imberhorne, Sunnyside and Ashplats.",
      "Typical jobs range from clearing a large Victorian house after a death in the family to taking furniture away from retirement apartments close to the town centre. Garages and cellars in the older houses tend to hold decades of belongings. Extensions and kitchen refits in the 1960s estates produce plenty of builders’ waste, and we also clear small shops and offices along London Road.",
      "Because the town sits on a hill, several residential roads are steep, which slows down loading heavy items. The A22 and A264 meet here, and traffic through the centre and at the Felbridge junction can be heavy at peak times, so we try to arrive outside the rush. East Grinstead falls within Mid Sussex district, and it is roughly 20 minutes from our RH10 yard along the A264.",
    ],
    tips: [
      "Avoid peak hours on the A22 and at the Felbridge junction; a late-morning slot usually runs to time.",
      "High Street properties in the conservation area have little loading space, so ask us to plan around it.",
      "For retirement apartments, check with the house manager about using the lift and the car park.",
    ],
    typicalJobs: [
      "Probate clearances of Victorian villas near the station",
      "Furniture removal from retirement apartments",
      "Builders’ waste from extensions in Imberhorne and Sunnyside",
      "Shop and office clear-outs off the High Street",
    ],
    faqs: [
      {
        question: "Can you load outside a property on East Grinstead’s High Street?",
        answer:
          "The historic High Street has limited loading room and many listed frontages. We usually load from the nearest legal bay or a rear access road and carry items through, avoiding busy shopping hours where we can. Tell us which entrance you have when you book.",
      },
      {
        question: "How long does it take you to get to East Grinstead?",
        answer:
          "It is around 20 minutes from our RH10 yard via the A264, depending on traffic at Felbridge. So if your message and photos reach us before 10am, we can usually fit in a visit that same day, at a fixed price.",
      },
    ],
  },
  {
    slug: "lingfield",
    name: "Lingfield",
    county: "Surrey",
    region: "Crawley-area and Mid Sussex/Surrey border",
    group: "Core Service Areas (RH10 Radius)",
    lat: 51.1765,
    lng: -0.0145,
    postcodes: ["RH7"],
    description: "Surrey village known for its racecourse, with a medieval church quarter, Victorian homes and rural lanes.",
    metaTitle: "Lingfield Waste Removal | Fixed Photo Quotes, Same Day",
    metaDescription:
      "Licensed waste removal in Lingfield and Dormansland, from cottages by the church to farms towards Haxted. Free photo quote; same-day if you book by 10am.",
    localInfo: {
      landmarks: ["Lingfield Park Racecourse", "St Peter and St Paul Church", "The Cage", "Lingfield station"],
      roads: ["Newchapel Road", "East Grinstead Road", "Plaistow Street", "Godstone Road", "Racecourse Road"],
    },
    prose: [
      "Lingfield is a large village in the south-east corner of Surrey, best known for Lingfield Park racecourse. Its oldest part, around the church of St Peter and St Paul, has timber-framed houses including the old Guest House, and beside the village pond stands the small 18th-century lock-up known as the Cage. Out from there are Victorian and Edwardian houses along the Godstone and East Grinstead roads, post-war council-built homes, and farms and cottages scattered along the lanes towards Dormansland and Haxted.",
      "Much of our Lingfield work is on larger rural plots: clearing garden and hedge waste, emptying outbuildings and stables, and taking away old fencing and garden furniture. In the village itself we clear cottages and bungalows when people move on and help landlords empty rented homes. Racedays bring heavy traffic on the approach roads, so we check the fixture list when a job is near the course.",
      "Lingfield comes under Tandridge District Council, while Surrey County Council runs the community recycling centres, which restrict vans and trade waste. The lanes are often narrow with high hedges and few pull-in points, and parking in Plaistow Street near the shops is limited. We come over from RH10 on the A264 through Felbridge; allow around 25 minutes.",
    ],
    tips: [
      "Check the Lingfield Park fixture list; racedays add traffic on the approach roads.",
      "Lanes with high hedges have few passing places, so tell us where the van can pull in.",
      "Parking by the Plaistow Street shops is short-stay; a driveway makes loading much quicker.",
    ],
    typicalJobs: [
      "Stable and outbuilding clear-outs on rural plots",
      "Garden, hedge and fencing waste removal",
      "Cottage and bungalow clearances in the village",
      "End-of-tenancy clears for local landlords",
    ],
    faqs: [
      {
        question: "Do racedays at Lingfield Park affect collections?",
        answer:
          "They can. On busy racedays traffic builds on the roads into the village, especially before the first race and after the last. If your home is near the course, we check the fixture list when booking and suggest a time that avoids the worst of it.",
      },
      {
        question: "Can you clear a stable yard near Lingfield?",
        answer:
          "Yes. We take old rugs, broken tack, timber, fencing, bagged rubbish and general clutter from stables and outbuildings. Manure and chemicals need checking first, so mention them in your photos. We recycle metal and timber where possible and give you a waste transfer note.",
      },
    ],
  },
  {
    slug: "horsham",
    name: "Horsham",
    county: "West Sussex",
    region: "Crawley-area and Mid Sussex/Surrey border",
    group: "Core Service Areas (RH10 Radius)",
    lat: 51.0629,
    lng: -0.3259,
    postcodes: ["RH12", "RH13"],
    description: "Market town with Victorian terraces by the station, 1960s estates in Roffey and new homes at Highwood.",
    metaTitle: "Horsham Rubbish Clearance | Licensed, Fixed Photo Quotes",
    metaDescription:
      "Horsham rubbish and furniture clearance from a licensed, insured team. Free photo quotes, fixed prices and same-day collection in RH12 and RH13 before 10am.",
    localInfo: {
      landmarks: ["The Carfax", "Horsham Park", "Horsham Museum", "St Mary’s Church", "Swan Walk"],
      roads: ["A264", "A24", "North Street", "East Street", "The Causeway", "Worthing Road", "Crawley Road"],
    },
    prose: [
      "Horsham is an old market town built around the Carfax, with the Causeway running down past Horsham Museum to St Mary’s Church. The centre has Georgian and Victorian townhouses and flats above the shops in West Street and East Street. Beyond it, Victorian terraces fill the streets near the station, Roffey and Littlehaven have 1960s and 1970s estates, and new housing at Highwood, Broadbridge Heath and Kilnwood Vale has pushed the town outwards.",
      "We clear all kinds of homes here. Older residents leaving large Edwardian houses in the roads around Horsham Park need whole-house clearances; young families in new builds want garages and garden rooms emptied; and letting agents need station-side flats cleared between tenants. Horsham has plenty of big gardens too, so green waste and shed removals are a regular spring and autumn job.",
      "Horsham District Council covers the town, and the county’s household waste recycling site is at Hop Oast on the Worthing Road, south of the centre. Much of the town centre has pay-and-display and residents’ permit parking, and the Carfax is largely pedestrianised, so we load from side streets or rear service roads. The trip from our RH10 yard takes about 20 minutes along the A264.",
    ],
    tips: [
      "The Carfax and much of West Street are pedestrianised; tell us if your property has rear access.",
      "Residents’ permit zones cover many central streets, so a visitor permit or driveway space helps.",
      "Book garden clearances early in spring, when demand from Horsham’s larger gardens peaks.",
    ],
    typicalJobs: [
      "Whole-house clearances when downsizing from Edwardian homes",
      "Flat clearances near Horsham station for letting agents",
      "Garden waste and shed removals in Roffey and Southwater",
      "Garage clear-outs in new homes at Highwood and Broadbridge Heath",
    ],
    faqs: [
      {
        question: "Can you collect from a flat above a shop in West Street?",
        answer:
          "Yes. West Street is pedestrianised, so we park in the nearest legal loading spot or a rear service road and carry items to the van. Flats above shops often have narrow stairs, so tell us about the access and any large furniture when you send photos.",
      },
      {
        question: "Do you cover the villages around Horsham too?",
        answer:
          "Yes. As well as the town, we cover Southwater, Broadbridge Heath, Warnham, Rusper, Mannings Heath and the other villages nearby. All sit well inside our 30-mile radius, and a request that reaches us before 10am can normally be collected the same day.",
      },
    ],
  },
  {
    slug: "haywards-heath",
    name: "Haywards Heath",
    county: "West Sussex",
    region: "Crawley-area and Mid Sussex/Surrey border",
    group: "Core Service Areas (RH10 Radius)",
    lat: 50.9987,
    lng: -0.0993,
    postcodes: ["RH16", "RH17"],
    description: "Mid Sussex railway town: Victorian villas, flats on Perrymount Road and the newer Bolnore Village estate.",
    metaTitle: "Haywards Heath Waste Clearance | Same-Day Collections",
    metaDescription:
      "Licensed waste clearance in Haywards Heath, from Victorian villas to Bolnore Village homes. Free fixed quote from your photos; same-day if booked by 10am.",
    localInfo: {
      landmarks: ["Haywards Heath station", "The Broadway", "Princess Royal Hospital", "Victoria Park", "Muster Green"],
      roads: ["A272", "Perrymount Road", "South Road", "Sussex Road", "Lewes Road", "Boltro Road"],
    },
    prose: [
      "Haywards Heath was little more than a heath until the London to Brighton railway opened a station here in 1841, and the town that grew up around it is largely Victorian and Edwardian. Large villas with deep gardens line the roads near Muster Green and the station, while South Road and The Broadway hold the shops and restaurants. Perrymount Road, once mostly offices, now has several blocks converted into flats, and Bolnore Village to the south-west adds a large modern estate.",
      "That spread gives us a wide mix of jobs. In the older villas it is usually loft, cellar and garage clear-outs, or a full clearance when a property is sold. Commuter flats near the station change hands often, which brings end-of-tenancy work and furniture removal for landlords. In Bolnore and the other newer estates, families tend to ask for garden waste, old trampolines and playhouses, and the packaging left after a refit.",
      "Haywards Heath comes under Mid Sussex District Council. Streets around the station see heavy commuter parking and some have residents’ permit zones, and the town is hillier than it first looks, with several steep residential roads. From our RH10 yard we come down the A23 and across on the A272, which takes about 25 minutes.",
    ],
    tips: [
      "Commuter parking fills roads near the station early; a driveway or off-peak slot helps.",
      "Converted office blocks on Perrymount Road often have managed car parks, so check where contractors may stop.",
      "Villa gardens can produce a lot of green waste; photos of the whole garden help us size the load.",
    ],
    typicalJobs: [
      "Loft and cellar clear-outs in Victorian villas near Muster Green",
      "End-of-tenancy clears in flats on Perrymount Road",
      "Garden and play equipment removal in Bolnore Village",
      "Full house clearances before a sale",
    ],
    faqs: [
      {
        question: "Can you clear a flat in one of the Perrymount Road blocks?",
        answer:
          "Yes. Many of these are converted office buildings with lifts and managed car parks. Ask your managing agent where contractors can park and whether the lift can be protected, then send us photos. We carry everything down, load quickly and leave the communal areas tidy.",
      },
      {
        question: "Do you cover Bolnore Village and Scaynes Hill as well?",
        answer:
          "Yes. Bolnore Village, Scaynes Hill, Lindfield and Cuckfield all sit close to Haywards Heath and well within our 30-mile radius of Crawley. We plan routes so that nearby jobs share a trip, which helps us offer same-day slots when you contact us before 10am.",
      },
    ],
  },
  {
    slug: "burgess-hill",
    name: "Burgess Hill",
    county: "West Sussex",
    region: "Crawley-area and Mid Sussex/Surrey border",
    group: "Core Service Areas (RH10 Radius)",
    lat: 50.9573,
    lng: -0.1335,
    postcodes: ["RH15"],
    description: "Growing Mid Sussex town: Victorian terraces, 1970s estates and the big new Brookleigh neighbourhood.",
    metaTitle: "Burgess Hill Rubbish Removal | Free Quotes, Same-Day Slots",
    metaDescription:
      "Rubbish removal in Burgess Hill by a licensed waste carrier: house, garden and builders’ waste. Free photo quotes and same-day collection before 10am in RH15.",
    localInfo: {
      landmarks: ["The Martlets", "St John’s Park", "Burgess Hill station", "Wivelsfield station", "The Triangle Leisure Centre"],
      roads: ["A273 Jane Murray Way", "Station Road", "Church Road", "London Road", "Keymer Road", "Royal George Road"],
    },
    prose: [
      "Burgess Hill grew from a scattering of farms once the railway arrived in the 1840s, and local brick and tile works supplied the terraces that still line the streets near the station and Keymer Road. Later decades added big estates of 1960s and 1970s semis and bungalows, and the Northern Arc, now called Brookleigh, is adding thousands of new homes on the northern edge of the town.",
      "Our Burgess Hill work reflects that mix. In the older terraces it is mostly furniture and loft clearances, often with narrow stairs and no front drive. The 1970s estates bring garage and shed clear-outs, tired conservatories and broken patio slabs. On the new-build streets we collect packaging, offcuts and spare building materials, and firms on the industrial estates along Victoria Road call us for office and warehouse clearances.",
      "The town centre around the Martlets has seen redevelopment work in recent years, so access and loading near Church Road can change; we check before each job. Burgess Hill has its own town council, with Mid Sussex District Council above it. Jane Murray Way, the relief road, brings us in quickly from the A23, and the run from our RH10 yard is usually around half an hour.",
    ],
    tips: [
      "Older terraces near the station rarely have drives; tell us about any parking restrictions on your street.",
      "On new-build streets, check with the developer or management company about contractor parking.",
      "Loading near the Martlets can change with town-centre works, so mention the nearest access point.",
    ],
    typicalJobs: [
      "Loft and furniture clearances in Victorian terraces near the station",
      "Shed, conservatory and patio waste from 1970s estates",
      "Packaging and builders’ offcuts from new homes at Brookleigh",
      "Office and warehouse clearances on Victoria Road",
    ],
    faqs: [
      {
        question: "Can you collect leftover building materials from a new build in Burgess Hill?",
        answer:
          "Yes. We collect plasterboard offcuts, timber, packaging, turf and rubble from homes at Brookleigh and elsewhere in town. Plasterboard has to be kept apart for recycling, so bag it separately if you can. Send photos and we will give you a fixed price.",
      },
      {
        question: "Do you cover Sheddingdean, Wivelsfield and the edges of Burgess Hill?",
        answer:
          "Yes. We cover the whole of RH15, including Sheddingdean, World’s End near Wivelsfield station and the newer streets to the north, plus villages such as Wivelsfield Green. The town is about half an hour from our RH10 yard, so same-day work is normally possible if you book before 10am.",
      },
    ],
  },
  {
    slug: "reigate",
    name: "Reigate",
    county: "Surrey",
    region: "Crawley-area and Mid Sussex/Surrey border",
    group: "Core Service Areas (RH10 Radius)",
    lat: 51.2377,
    lng: -0.2058,
    postcodes: ["RH2"],
    description: "Historic Surrey town under the North Downs, with hillside Victorian villas and a Georgian centre.",
    metaTitle: "Reigate House Clearance and Waste Removal | Same Day",
    metaDescription:
      "Licensed house clearance and waste removal in Reigate, from hillside villas to flats off Bell Street. Free photo quote and a fixed price, same day by 10am.",
    localInfo: {
      landmarks: ["Reigate Castle grounds", "Priory Park", "the Old Town Hall", "Reigate Heath windmill", "Reigate Hill"],
      roads: ["A25 High Street", "A217 Reigate Hill", "Bell Street", "London Road", "West Street", "Church Street"],
    },
    prose: [
      "Reigate sits at the foot of the North Downs, with the wooded slope of Reigate Hill rising to the north and Priory Park spreading south of the High Street. The centre has Georgian and older shopfronts, the 18th-century Old Town Hall, and the castle grounds with the Barons’ Cave beneath them. Out from the centre are large Victorian and Edwardian villas on the hillside roads, smaller cottages near Reigate Heath, and flats above shops on Bell Street and Church Street.",
      "Big old houses mean big clearances. Many Reigate jobs are full-house clearances for probate or before a sale, where we sort items for donation, recycling and disposal. Families updating Victorian homes ask us to take old kitchens and bathroom suites; landlords need flats over the shops emptied between tenants; and the hillside gardens produce plenty of green waste and worn-out garden furniture.",
      "Reigate is in Reigate and Banstead Borough Council’s area. The town centre has a one-way system, pay-and-display bays and residents’ permit zones, and stopping on the High Street or Bell Street is tightly controlled, so we often load from a side road or a rear yard. Roads up the hill are steep and some have narrow driveways. Our RH10 yard is about 25 minutes south, mostly along the A217.",
    ],
    tips: [
      "Stopping on the High Street and Bell Street is restricted; tell us about any side road or rear access.",
      "Hillside drives off Reigate Hill can be steep, so mention gradients and gates when you send photos.",
      "Residents’ permit zones cover many central roads, and a visitor permit can save time on the day.",
    ],
    typicalJobs: [
      "Probate clearances of Victorian and Edwardian houses",
      "Old kitchens and bathroom suites after refits",
      "Flat clearances above shops on Bell Street",
      "Garden waste from hillside plots",
    ],
    faqs: [
      {
        question: "Can you stop on Reigate High Street to load?",
        answer:
          "Only where loading is allowed and for a short time, as the High Street and Bell Street are tightly controlled. We usually load from a side road, a rear service yard or your driveway. Let us know your access when you book and we will plan the quickest legal way.",
      },
      {
        question: "Do you handle full probate clearances in Reigate?",
        answer:
          "Yes. We clear whole houses for executors and families, setting aside usable furniture for reuse or charity, recycling what we can and disposing of the rest properly. We can work with estate agents on timing and give you digital waste transfer notes for the estate’s records.",
      },
    ],
  },
  {
    slug: "redhill",
    name: "Redhill",
    county: "Surrey",
    region: "Crawley-area and Mid Sussex/Surrey border",
    group: "Core Service Areas (RH10 Radius)",
    lat: 51.2399,
    lng: -0.1707,
    postcodes: ["RH1"],
    description: "Railway junction town with Victorian terraces, converted flats, new apartment blocks and Merstham’s estates.",
    metaTitle: "Redhill Junk and Waste Removal | Free Photo Quotes",
    metaDescription:
      "Licensed waste removal in Redhill, Earlswood and Merstham: flats, houses and offices cleared. Send photos for a free quote; same-day pickup if you book by 10am.",
    localInfo: {
      landmarks: ["Redhill station", "The Belfry Shopping Centre", "Harlequin Theatre", "Memorial Park", "East Surrey Hospital"],
      roads: ["A23 London Road", "A25 Hatchlands Road", "Station Road", "Brighton Road", "Linkfield Lane", "Frenches Road"],
    },
    prose: [
      "Redhill grew up around its railway junction in the 19th century, which explains the streets of Victorian terraces in Earlswood, Meadvale and around Station Road. Many of the larger Victorian houses have since been split into flats, and recent years have brought new apartment blocks near the station and the Belfry. North of the town, Merstham has big post-war estates, while South Park and Whitebushes add 1930s semis and newer houses.",
      "Flats drive much of our Redhill work. Tenants move often, so we clear furniture and rubbish for landlords and letting agents, and help people moving out of top-floor conversions with no lift. Offices and shops in the town centre call us when they refit or relocate. In the terraced streets we do loft and cellar clear-outs, and we often take away old mattresses, sofas and white goods.",
      "Redhill shares a borough council with Reigate, and Surrey’s Earlswood community recycling centre is on the south side of town, though it limits van and trade visits. The town centre has pedestrianised streets, a one-way system and controlled parking, and many Victorian streets have permit bays, so we decide where to stop before we arrive. The A23 brings us straight up from our yard in about 25 minutes.",
    ],
    tips: [
      "Top-floor flats without a lift take longer; tell us the floor and stair width when you send photos.",
      "Permit bays cover many streets near the station, so have a visitor permit ready or keep the drive free.",
      "For town-centre shops and offices, book an early slot before the pedestrian areas get busy.",
    ],
    typicalJobs: [
      "Flat clearances for letting agents and landlords",
      "Mattress, sofa and white goods collections",
      "Loft and cellar clear-outs in Earlswood terraces",
      "Office and shop refit waste in the town centre",
    ],
    faqs: [
      {
        question: "Can you clear a top-floor flat in Redhill with no lift?",
        answer:
          "Yes. Many converted Victorian houses in Redhill have several flights of stairs and no lift. We send enough people to carry items down safely, dismantle large furniture where needed and protect banisters and walls. Tell us the floor and any tight turns so we can plan the team.",
      },
      {
        question: "Do you cover Merstham and Earlswood from Redhill?",
        answer:
          "Yes. We cover all of RH1, including Merstham, Earlswood, Meadvale, South Park and Nutfield. Redhill is about 25 minutes up the A23 from our Crawley base, so bookings made before 10am can usually be collected that day.",
      },
    ],
  },
  {
    slug: "cuckfield",
    name: "Cuckfield",
    county: "West Sussex",
    region: "Crawley-area and Mid Sussex/Surrey border",
    group: "Additional Areas",
    lat: 51.0057,
    lng: -0.1428,
    postcodes: ["RH17"],
    description: "Historic village west of Haywards Heath with a medieval High Street, Georgian houses and large country plots.",
    metaTitle: "Cuckfield Rubbish Clearance | Licensed Local Collections",
    metaDescription:
      "Rubbish clearance in Cuckfield from a licensed waste carrier, for High Street cottages and the big gardens round the village. Free photo quotes, same-day slots.",
    localInfo: {
      landmarks: ["Holy Trinity Church", "Cuckfield Museum", "Cuckfield Park", "the Queen’s Hall", "Ockenden Manor"],
      roads: ["High Street", "Broad Street", "London Road", "Ockenden Lane", "Church Street", "A272"],
    },
    prose: [
      "Cuckfield is one of the oldest settlements in Mid Sussex, a coaching stop on the old London to Brighton road before the railway went to Haywards Heath instead. Its High Street and Broad Street are lined with medieval, Tudor and Georgian buildings, and Holy Trinity Church looks south across the Weald towards the Downs. Beyond the conservation area are Victorian cottages, 1960s closes and large detached homes set in big gardens along the lanes.",
      "Our Cuckfield jobs are often slow and careful. Listed cottages have low doorways, narrow winding stairs and old floors, so furniture sometimes has to be taken apart before it can come out. We handle house clearances for families downsizing or settling an estate, clear garages and outbuildings, and take away large loads of hedge cuttings and garden waste from the bigger plots around the village.",
      "The High Street is narrow, with limited on-street parking and plenty of through traffic at school times, so we try to arrive early and load quickly. Cuckfield has a parish council of its own and sits within Mid Sussex district. From the yard in RH10 we come down the B2036 through Balcombe or along the A23, and the drive usually takes around 25 minutes.",
    ],
    tips: [
      "Parking on the High Street is short-stay and tight; early slots make loading easier.",
      "Listed cottages may need furniture dismantled to get it out, so tell us about low beams and tight stairs.",
      "Arrange large garden clearances in dry weather so the van can use the drive without marking lawns.",
    ],
    typicalJobs: [
      "Estate clearances of listed cottages",
      "Downsizing clear-outs from large family homes",
      "Hedge, tree and garden waste from big plots",
      "Garage and outbuilding clearances",
    ],
    faqs: [
      {
        question: "Can you work in a listed cottage in Cuckfield without causing damage?",
        answer:
          "Yes. We use dust sheets, corner guards and blankets, and we dismantle furniture when it will not pass low beams or winding stairs. If there are fragile floors, panelling or features you are worried about, point them out in your photos and we will plan around them.",
      },
      {
        question: "Where do you park for a job on Cuckfield High Street?",
        answer:
          "On-street space on the High Street and Broad Street is limited, so we aim to arrive early, use any rear access or driveway, and keep stops short. If there is a legal bay near your door, tell us and we will plan to use it.",
      },
    ],
  },
  {
    slug: "lindfield",
    name: "Lindfield",
    county: "West Sussex",
    region: "Crawley-area and Mid Sussex/Surrey border",
    group: "Additional Areas",
    lat: 51.0135,
    lng: -0.0826,
    postcodes: ["RH16"],
    description: "Village north-east of Haywards Heath with a pond, a common and a High Street of listed timber-framed houses.",
    metaTitle: "Lindfield Waste and Rubbish Removal | Free Photo Quote",
    metaDescription:
      "Licensed rubbish removal in Lindfield, from High Street cottages to homes near the common. Fixed prices from photos and same-day collection if booked by 10am.",
    localInfo: {
      landmarks: ["Lindfield Common", "All Saints Church", "Lindfield pond", "Old Place"],
      roads: ["High Street", "Lewes Road", "Black Hill", "Sunte Avenue", "Hickmans Lane", "Denmans Lane"],
    },
    prose: [
      "Lindfield is a village just north-east of Haywards Heath, built along a long High Street that climbs from the common and pond up to All Saints Church. The street is lined with listed timber-framed and Georgian houses, many of them centuries old. Away from the centre, roads such as Sunte Avenue and Hickmans Lane have 1930s houses and post-war bungalows, and newer cul-de-sacs sit on the edges towards Walstead and Scaynes Hill.",
      "Many Lindfield homes have been lived in by the same family for decades, so much of our work here is helping people downsize or clearing a house after a death. These homes tend to hold years of furniture, books and garden tools. We also clear garages, sheds and lofts for younger families, and remove garden waste from the long back gardens behind the High Street and along the lanes.",
      "Parking on the High Street is limited, and the stretch by the common gets busy at weekends and on event days such as Bonfire Night, when the village holds its well-known procession. Narrow side lanes off the High Street leave little room for a van. Local decisions are shared between Lindfield Parish Council and Mid Sussex District Council, and the drive from Crawley takes about 30 minutes.",
    ],
    tips: [
      "Avoid booking around Bonfire Night and other events on the common, when roads close and parking vanishes.",
      "Side lanes off the High Street are narrow; let us know if the van needs to park on the main road.",
      "Downsizing clearances go faster if you mark what is staying; coloured stickers work well.",
    ],
    typicalJobs: [
      "Downsizing clearances from family homes",
      "Probate clear-outs of listed High Street houses",
      "Garden waste from long back gardens",
      "Loft and garage clear-outs in 1930s homes",
    ],
    faqs: [
      {
        question: "Can you help my parents downsize from their Lindfield house?",
        answer:
          "Yes. We clear only what you mark to go, working room by room so nothing that is staying gets disturbed. Good furniture can go for reuse or charity, and the rest is recycled where possible. We can split the job over more than one visit if that suits the move.",
      },
      {
        question: "Is Lindfield within your same-day area?",
        answer:
          "Yes. The drive from our RH10 yard takes roughly 30 minutes, comfortably inside our 30-mile radius. If you contact us before 10am with photos, we can normally collect the same day; otherwise we offer next-day slots, subject to availability.",
      },
    ],
  },
  {
    slug: "hassocks",
    name: "Hassocks",
    county: "West Sussex",
    region: "Hassocks and Ditchling",
    group: "Additional Areas",
    lat: 50.9248,
    lng: -0.1453,
    postcodes: ["BN6"],
    description: "Village at the foot of the South Downs, with Edwardian homes near the station and bungalows in quiet closes.",
    metaTitle: "Hassocks Rubbish Clearance | Same-Day Licensed Collection",
    metaDescription:
      "Hassocks rubbish clearance by a licensed waste carrier covering BN6, Keymer and Clayton. Free photo quotes with a fixed price and same-day collection by 10am.",
    localInfo: {
      landmarks: ["Hassocks station", "the Jack and Jill windmills", "Clayton Tunnel", "Adastra Park", "Butcher’s Wood"],
      roads: ["A273 London Road", "Keymer Road", "Brighton Road", "Dale Avenue", "Station Approach"],
    },
    prose: [
      "Hassocks grew up around the station that opened on the London to Brighton line in 1841, filling the gap between the older settlements of Keymer and Clayton. The Downs rise just to the south, with the Jack and Jill windmills on the ridge above Clayton and the castle-like north portal of the Clayton Tunnel beside the railway. Much of the housing near the station and Keymer Road is Edwardian and interwar, with 1960s and 1970s bungalows and chalet houses in the closes around it.",
      "Hassocks has a lot of bungalows, and clearing them makes up a good part of our work here, whether someone is moving into care or closer to family. We also clear garages and lofts in the chalet homes, remove garden waste from plots that back onto fields and woods, and collect from the new estates on the edges of the village, where people want packaging and leftover materials taken away.",
      "Local matters fall to Hassocks Parish Council and, above it, Mid Sussex District Council. The Stonepound crossroads, where the A273 meets the road to Hurstpierpoint and Keymer, gets congested at peak times, and roads near the station fill with commuter cars, so we aim for mid-morning. Our RH10 yard is around 35 minutes away down the A23, and Hassocks jobs can be paired with nearby work in Ditchling and Burgess Hill.",
    ],
    tips: [
      "Avoid the Stonepound crossroads at rush hour; mid-morning collections usually run to time.",
      "Parking near Hassocks station fills with commuters on weekdays, so mention if you have a drive.",
      "Include sheds and lofts in your photos for bungalow clearances, so the quote covers everything.",
    ],
    typicalJobs: [
      "Bungalow clearances when moving into care or downsizing",
      "Loft and garage clear-outs in chalet-style homes",
      "Garden waste from plots backing onto fields",
      "Packaging and leftover materials from new-build homes",
    ],
    faqs: [
      {
        question: "Do you cover Keymer and Clayton as well as Hassocks?",
        answer:
          "Yes. We cover all of Hassocks, Keymer and Clayton, plus nearby Hurstpierpoint. They are about 35 minutes down the A23 from our RH10 yard, and we can usually come out the same day for jobs booked with photos before 10am.",
      },
      {
        question: "Can you clear a bungalow in Hassocks in one visit?",
        answer:
          "Most one- or two-bedroom bungalows can be cleared in a single visit, including the loft, shed and garden. Bigger homes, or those with full garages, may need two loads. Send photos of each room and outbuilding and we will confirm the price and how long it will take.",
      },
    ],
  },
  {
    slug: "ditchling",
    name: "Ditchling",
    county: "East Sussex",
    region: "Hassocks and Ditchling",
    group: "Additional Areas",
    lat: 50.921,
    lng: -0.1152,
    postcodes: ["BN6"],
    description: "Downland village in the South Downs National Park, with old cottages round a crossroads below the Beacon.",
    metaTitle: "Ditchling Waste Removal | Careful, Licensed Clearances",
    metaDescription:
      "Careful, licensed waste removal in Ditchling for cottages, studios and gardens below the Beacon. Free photo quotes, fixed prices and same-day slots by 10am.",
    localInfo: {
      landmarks: ["Ditchling Beacon", "Ditchling Museum of Art + Craft", "St Margaret’s Church", "Ditchling Common"],
      roads: ["High Street", "West Street", "South Street", "North End", "Beacon Road", "Keymer Road"],
    },
    prose: [
      "Ditchling lies at the foot of the South Downs, just below Ditchling Beacon, and sits inside the South Downs National Park. The village centre is a crossroads where the High Street meets West Street, South Street and North End, surrounded by medieval and Georgian cottages, brick and flint walls and St Margaret’s Church. In the 20th century Ditchling became known for its community of artists and craftspeople, remembered today at the Ditchling Museum of Art + Craft.",
      "Homes here are mostly old, small and full of character, which shapes the work. Cottages have narrow doors, steep stairs and low ceilings, so large items often come out in sections. Typical jobs include clearing a cottage after a bereavement, emptying a studio or workshop, taking away garden waste from long gardens that run back towards the Downs, and collecting furniture and junk from farmhouses and bungalows on Ditchling Common, north of the village.",
      "Ditchling is in East Sussex and comes under Lewes District Council, with the National Park Authority handling planning. The crossroads at the heart of the village is narrow and busy, and there is very little on-street parking, so we settle exactly where the van will stand before we arrive. In summer, cyclists and walkers heading up Beacon Road add to the traffic. From our RH10 yard the run is about 40 minutes via the A23 and Hassocks.",
    ],
    tips: [
      "There is very little on-street parking in the village centre; tell us if there is room on your drive.",
      "Beacon Road is busy with cyclists at summer weekends, so weekday slots are easier there.",
      "For studios and workshops, list any paints, solvents or chemicals so we can arrange the right disposal.",
    ],
    typicalJobs: [
      "Cottage clearances after a bereavement",
      "Studio and workshop clear-outs",
      "Garden waste from long gardens below the Downs",
      "Farmhouse and bungalow clearances on Ditchling Common",
    ],
    faqs: [
      {
        question: "Can you clear a studio or workshop in Ditchling?",
        answer:
          "Yes. We clear old benches, shelving, offcuts, packaging and general clutter from studios and workshops. Paints, solvents and other chemicals need separate handling, so list them when you send photos and we will tell you what we can take. Anything reusable can go for reuse rather than disposal.",
      },
      {
        question: "Is Ditchling too far out for you?",
        answer:
          "No. It takes around 40 minutes to drive over from the yard, and the village is well within the area we cover. Jobs here can share a trip with work in Hassocks or Burgess Hill, so a same-day slot is often available when you get in touch before 10am.",
      },
    ],
  },
];

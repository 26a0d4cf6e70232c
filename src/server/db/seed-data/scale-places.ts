// The scale data set's places (a million realistic jobs): Central Florida cities with
// their real 5-digit ZIP codes, so the map places each job at its ZIP's centroid. Weights follow
// each city's population roughly (thousands of residents, 2020 census, rounded). Every ZIP was
// checked against the `zipcodes` package's table (USPS city name 'Saint Cloud' for St. Cloud).

export type TScalePlace = { city: string; weight: number; areaCode: string; zips: string[] };

export const SCALE_PLACES: TScalePlace[] = [
  {
    city: "Orlando",
    weight: 310,
    areaCode: "407",
    zips: ["32801", "32803", "32804", "32805", "32806", "32807", "32808", "32809", "32810", "32811", "32812", "32814", "32817", "32818"].concat([
      "32819",
      "32821",
      "32822",
      "32824",
      "32825",
      "32826",
      "32827",
      "32828",
      "32829",
      "32832",
      "32835",
      "32836",
      "32837",
      "32839",
    ]),
  },
  { city: "Kissimmee", weight: 80, areaCode: "407", zips: ["34741", "34743", "34744", "34746", "34747", "34758", "34759"] },
  { city: "Winter Park", weight: 30, areaCode: "407", zips: ["32789", "32792"] },
  { city: "Sanford", weight: 61, areaCode: "407", zips: ["32771", "32773"] },
  { city: "Lakeland", weight: 112, areaCode: "863", zips: ["33801", "33803", "33805", "33809", "33810", "33811", "33812", "33813", "33815"] },
  { city: "Daytona Beach", weight: 72, areaCode: "386", zips: ["32114", "32117", "32118", "32119", "32124"] },
  { city: "Melbourne", weight: 84, areaCode: "321", zips: ["32901", "32904", "32934", "32935", "32940"] },
  { city: "Ocala", weight: 63, areaCode: "352", zips: ["34470", "34471", "34472", "34474", "34475", "34476", "34480", "34481", "34482"] },
  { city: "Clermont", weight: 43, areaCode: "352", zips: ["34711", "34714", "34715"] },
  { city: "Apopka", weight: 54, areaCode: "407", zips: ["32703", "32712"] },
  { city: "Oviedo", weight: 40, areaCode: "407", zips: ["32765", "32766"] },
  { city: "Altamonte Springs", weight: 46, areaCode: "407", zips: ["32701", "32714"] },
  { city: "St. Cloud", weight: 58, areaCode: "407", zips: ["34769", "34771", "34772", "34773"] },
  { city: "Deltona", weight: 93, areaCode: "386", zips: ["32725", "32738"] },
  { city: "Winter Garden", weight: 46, areaCode: "407", zips: ["34787"] },
  { city: "Ocoee", weight: 47, areaCode: "407", zips: ["34761"] },
  { city: "Windermere", weight: 10, areaCode: "407", zips: ["34786"] },
  { city: "Winter Springs", weight: 38, areaCode: "407", zips: ["32708"] },
  { city: "Longwood", weight: 15, areaCode: "407", zips: ["32750", "32779"] },
  { city: "Lake Mary", weight: 17, areaCode: "407", zips: ["32746"] },
  { city: "Casselberry", weight: 28, areaCode: "407", zips: ["32707"] },
  { city: "Maitland", weight: 19, areaCode: "407", zips: ["32751"] },
  { city: "DeLand", weight: 37, areaCode: "386", zips: ["32720", "32724"] },
  { city: "Davenport", weight: 12, areaCode: "863", zips: ["33837", "33896", "33897"] },
  { city: "Winter Haven", weight: 49, areaCode: "863", zips: ["33880", "33881", "33884"] },
  { city: "Titusville", weight: 48, areaCode: "321", zips: ["32780", "32796"] },
  { city: "Palm Bay", weight: 119, areaCode: "321", zips: ["32905", "32907", "32908", "32909"] },
  { city: "Port Orange", weight: 62, areaCode: "386", zips: ["32127", "32128", "32129"] },
  { city: "Ormond Beach", weight: 43, areaCode: "386", zips: ["32174", "32176"] },
  { city: "Mount Dora", weight: 16, areaCode: "352", zips: ["32757"] },
  { city: "Leesburg", weight: 27, areaCode: "352", zips: ["34748"] },
  // The business's own service areas (settings) include Tampa, west of the others.
  { city: "Tampa", weight: 60, areaCode: "813", zips: ["33602", "33606", "33609", "33611", "33612", "33613", "33614", "33615", "33618", "33629", "33647"] },
];

/**
 * Jobs the map cannot place (its 'no location' tray): a blank place, as a booking
 * without a city leaves it, or a misspelt city without a ZIP.
 */
export const UNPLACEABLE = [
  { city: "", zip: "" },
  { city: "Orlndo", zip: "" },
  { city: "Kissimee", zip: "" },
  { city: "Lakeland Highlands Area", zip: "" },
];

export const STREETS = [
  "N Orange Ave",
  "E Colonial Dr",
  "Magnolia Ave",
  "Palm Dr",
  "Lake Underhill Rd",
  "Curry Ford Rd",
  "S Semoran Blvd",
  "Oak St",
  "Cypress Point Dr",
  "Citrus Grove Way",
  "W Sand Lake Rd",
  "S Kirkman Rd",
  "N Hiawassee Rd",
  "Edgewater Dr",
  "N Mills Ave",
  "S Bumby Ave",
  "S Conway Rd",
  "Lake Nona Blvd",
  "Narcoossee Rd",
  "N Alafaya Trl",
  "Osceola Pkwy",
  "W Vine St",
  "Pleasant Hill Rd",
  "W Lake Mary Blvd",
  "Aloma Ave",
  "W Fairbanks Ave",
  "S Park Ave",
  "S Howard Ave",
  "Bayshore Blvd",
  "N Dale Mabry Hwy",
  "Lake Hollingsworth Dr",
  "S Florida Ave",
  "S Nova Rd",
  "N Beach St",
  "N Wickham Rd",
  "S Babcock St",
  "E Silver Springs Blvd",
  "Maricamp Rd",
  "E Minneola Ave",
  "Hibiscus St",
  "Flamingo Cir",
  "Sandpiper Ln",
  "Heron Way",
  "Pelican Dr",
  "Mango St",
  "Jasmine Ln",
  "Bougainvillea Dr",
  "Live Oak Ln",
  "Spanish Moss Ct",
  "Sabal Palm Dr",
];

/** One entry per weight point, ZIPs shared out evenly within their city: a weighted pick is `list[floor(r × length)]`. */
export function weightedPlaces(): { cities: string[]; zips: string[]; areaCodes: string[] } {
  const cities: string[] = [];
  const zips: string[] = [];
  const areaCodes: string[] = [];
  for (const place of SCALE_PLACES) {
    for (let point = 0; point < place.weight; point++) {
      cities.push(place.city);
      zips.push(place.zips[point % place.zips.length]);
      areaCodes.push(place.areaCode);
    }
  }
  return { cities, zips, areaCodes };
}

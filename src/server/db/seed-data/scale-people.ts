// Names for the scale data set's customers and technicians: common first and last
// names of Central Florida's mix of households. Fictional people at example.com addresses.

export const FIRST_NAMES = (
  "Maria James Jose Linda Michael Ana Robert Carmen David Patricia John Luis Jennifer William Rosa Richard Elizabeth Carlos Barbara Joseph " +
  "Susan Thomas Jessica Juan Sarah Christopher Karen Daniel Lisa Miguel Nancy Matthew Betty Anthony Sandra Mark Ashley Jorge Kimberly Steven " +
  "Emily Paul Donna Andrew Michelle Joshua Dorothy Kevin Carol Brian Amanda George Melissa Edward Deborah Ronald Stephanie Timothy Rebecca " +
  "Jason Laura Jeffrey Sharon Ryan Cynthia Jacob Kathleen Gary Amy Nicholas Angela Eric Shirley Jonathan Brenda Stephen Emma Larry Olivia " +
  "Justin Priya Wei Minh Aisha Darnell Keisha Yolanda Alejandro Gabriela Rafael Sofia Diego Valentina Mateo Isabella Andre Tamika Hiroshi " +
  "Fatima Omar"
).split(" ");

export const LAST_NAMES = (
  "Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson Anderson Thomas Taylor Moore " +
  "Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill " +
  "Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Gomez Phillips Evans Turner Diaz Parker Cruz Edwards Collins " +
  "Reyes Stewart Morris Morales Murphy Cook Rogers Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward " +
  "Richardson Watson Brooks Chavez Wood James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel Myers Long Ross Foster " +
  "Jimenez"
).split(" ");

/** The field team: technicians with an account each (tech-scale-NN@homefix.test). */
export const SCALE_TECHNICIANS =
  "Marcus Bell, Elena Vargas, Tyrone Mitchell, Kevin Tran, Luis Ortega, Hannah Price, DeShawn Carter, Rick Lawson, Carlos Mendez, Brianna Ford, Tom Becker, Javier Ruiz, Aaron Whitfield, Nina Castro, Greg Holloway, Samir Haddad, Dustin Pope, Maya Ellison, Victor Salas, Owen Pratt, Terrence Boyd, Rosa Delgado, Shane McCoy, Andre Baptiste, Lily Chen"
    .split(", ")
    .map((name) => name.split(" ") as [string, string]);

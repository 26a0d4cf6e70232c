// customer-side.md §5 Sign up: at least 6 characters, and the auth service "rejects weak
// passwords with reasons". These are the reasons we give.
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

// The most common passwords of public breach lists that are 6 or more characters long.
const COMMON_PASSWORDS = new Set([
  "123456",
  "1234567",
  "12345678",
  "123456789",
  "1234567890",
  "654321",
  "111111",
  "000000",
  "123123",
  "112233",
  "121212",
  "666666",
  "696969",
  "777777",
  "888888",
  "987654321",
  "password",
  "password1",
  "password123",
  "passw0rd",
  "qwerty",
  "qwerty123",
  "qwertyuiop",
  "abc123",
  "abcdef",
  "abcd1234",
  "iloveyou",
  "letmein",
  "welcome",
  "welcome1",
  "monkey",
  "dragon",
  "football",
  "baseball",
  "sunshine",
  "princess",
  "shadow",
  "superman",
  "michael",
  "master",
  "trustno1",
  "starwars",
  "whatever",
  "freedom",
  "charlie",
  "jordan23",
  "hello123",
  "admin123",
  "changeme",
  "secret",
  "1q2w3e4r",
  "1qaz2wsx",
  "zaq12wsx",
  "asdfgh",
  "asdfghjkl",
  "zxcvbn",
  "zxcvbnm",
  "homefix",
  "homefix1",
  "homefix123",
]);

/** Returns why a password is too weak, or null when it is acceptable. */
export function passwordWeakness(password: string, email?: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return "This password is too common. Choose one that is harder to guess";
  if (/^(.)\1+$/.test(password)) return "Password cannot be a single repeated character";
  if (isSequence(lower)) return "Password cannot be a simple sequence such as 123456 or abcdef";
  const localPart = email?.split("@")[0]?.toLowerCase();
  if (localPart && localPart.length >= 3 && lower.includes(localPart)) return "Password cannot contain your e-mail name";
  return null;
}

function isSequence(value: string) {
  if (value.length < 2) return false;
  const step = value.charCodeAt(1) - value.charCodeAt(0);
  if (Math.abs(step) !== 1) return false;
  for (let i = 2; i < value.length; i++) if (value.charCodeAt(i) - value.charCodeAt(i - 1) !== step) return false;
  return true;
}

export const greet = (x) => "hi " + x;

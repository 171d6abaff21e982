namespace routekit { int shortest(int a, int b) { return a < b ? b - a : a - b; } }

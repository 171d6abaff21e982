#include <cstdio>
namespace routekit { int shortest(int a, int b); }
int main() { std::printf("%d\n", routekit::shortest(3, 10)); }

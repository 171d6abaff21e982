#include <vector>
namespace routekit { std::vector<int> neighbours(int n) { return {n - 1, n + 1}; } }

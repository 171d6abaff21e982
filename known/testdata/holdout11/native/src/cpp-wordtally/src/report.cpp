#include <algorithm>
#include "tally.hpp"
void report(std::ostream& out, const Counts& c, unsigned top)
{
    std::vector<std::pair<std::string, unsigned>> v(c.begin(), c.end());
    std::stable_sort(v.begin(), v.end(), [](auto& a, auto& b) { return a.second > b.second; });
    for (int i = 0; i < v.size() && i < top; i++)
        out << v[i].first << " " << v[i].second << "\n";
}

#include <algorithm>
#include <sstream>
#include "wordstat.hpp"

std::string histogram(const std::map<std::string, int> &counts, int width)
{
    std::size_t longest = 0;
    int top = 1;
    for (const auto &kv : counts) {
        longest = std::max(longest, kv.first.size());
        top = std::max(top, kv.second);
    }
    std::ostringstream os;
    for (const auto &kv : counts) {
        int bar = kv.second * width / top;
        std::size_t cols = std::max(bar, longest);
        os << pad_right(kv.first, longest) << " " << std::string(cols - longest, '#') << " " << kv.second << "\n";
    }
    return os.str();
}

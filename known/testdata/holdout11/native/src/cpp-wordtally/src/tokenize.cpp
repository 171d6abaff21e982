#include <cctype>
#include "tally.hpp"
std::vector<std::string> tokenize(const std::string& line)
{
    std::vector<std::string> out;
    std::string cur;
    for (char ch : line) {
        if (std::isalnum(static_cast<unsigned char>(ch))) cur += std::tolower(ch);
        else if (!cur.empty()) { out.push_back(cur); cur.clear(); }
    }
    if (!cur.empty()) out.push_back(cur);
    return out;
}

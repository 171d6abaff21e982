#include <cctype>
#include "wordstat.hpp"

std::vector<std::string> tokenize(const std::string &line)
{
    std::vector<std::string> out;
    std::string cur;
    for (char c : line) {
        if (std::isalnum(static_cast<unsigned char>(c))) {
            cur += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        } else if (!cur.empty()) {
            out.push_back(cur);
            cur.clear();
        }
    }
    if (!cur.empty())
        out.push_back(cur);
    return out;
}

std::map<std::string, int> count_words(const std::vector<std::string> &words)
{
    std::map<std::string, int> m;
    for (const auto &w : words)
        m[w]++;
    return m;
}

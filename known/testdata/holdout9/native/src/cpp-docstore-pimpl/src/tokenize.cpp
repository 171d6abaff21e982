#include "docstore/tokenize.hpp"

#include <cctype>

namespace docstore {

std::string lower(std::string s) {
    for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

std::vector<std::string> tokenize(const std::string& text) {
    std::vector<std::string> out;
    std::string cur;
    for (char c : text) {
        if (std::isalnum(static_cast<unsigned char>(c))) {
            cur += c;
        } else if (!cur.empty()) {
            out.push_back(lower(cur));
            cur.clear();
        }
    }
    if (!cur.empty()) out.push_back(lower(cur));
    return out;
}

} // namespace docstore

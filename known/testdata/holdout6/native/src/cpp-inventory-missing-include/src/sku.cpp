#include "inventory/sku.hpp"
#include <cctype>

namespace inventory {
bool valid_sku(const std::string& s)
{
    if (s.size() < 4 || s.size() > 16)
        return false;
    for (char c : s)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-')
            return false;
    return true;
}

std::string normalize_sku(std::string s)
{
    for (auto& c : s)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return s;
}
}

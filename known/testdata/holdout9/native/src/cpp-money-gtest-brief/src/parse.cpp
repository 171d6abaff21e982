#include "money/money.hpp"

#include <cctype>
#include <cstdlib>

namespace money {

std::optional<Amount> parse(const std::string& s) {
    auto sp = s.rfind(' ');
    if (sp == std::string::npos) return std::nullopt;
    auto cur = currency(s.substr(sp + 1));
    if (!cur) return std::nullopt;
    std::string num = s.substr(0, sp);
    bool neg = !num.empty() && num[0] == '-';
    if (neg) num.erase(0, 1);
    auto dot = num.find('.');
    std::string whole = num.substr(0, dot);
    std::string frac = dot == std::string::npos ? "" : num.substr(dot + 1);
    if (whole.empty() || static_cast<int>(frac.size()) > cur->exponent) return std::nullopt;
    for (char c : whole + frac)
        if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
    while (static_cast<int>(frac.size()) < cur->exponent) frac += '0';
    std::int64_t v = std::strtoll((whole + frac).c_str(), nullptr, 10);
    return Amount{neg ? -v : v, *cur};
}

} // namespace money

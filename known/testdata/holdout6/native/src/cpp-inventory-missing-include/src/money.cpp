#include "inventory/money.hpp"
#include <cstdio>
#include <stdexcept>

namespace inventory {
std::string Money::str() const
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%lld.%02lld", (long long)(cents / 100), (long long)(cents % 100));
    return buf;
}

Money parse_money(const std::string& s)
{
    auto dot = s.find('.');
    long long whole = std::stoll(s.substr(0, dot));
    long long frac = dot == std::string::npos ? 0 : std::stoll(s.substr(dot + 1));
    if (frac > 99)
        throw std::invalid_argument("bad cents: " + s);
    return {whole * 100 + frac};
}
}

#include "money.hpp"
#include <cctype>
#include <stdexcept>

Money parse_money(const std::string &s) {
    std::size_t i = 0;
    bool neg = false;
    if (i < s.size() && (s[i] == '-' || s[i] == '+'))
        neg = s[i++] == '-';
    std::int64_t units = 0;
    std::size_t start = i;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])))
        units = units * 10 + (s[i++] - '0');
    if (i == start)
        throw std::invalid_argument("no digits in '" + s + "'");
    std::int64_t frac = 0;
    if (i < s.size() && s[i] == '.') {
        ++i;
        int nd = 0;
        while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])) && nd < 2) {
            frac = frac * 10 + (s[i++] - '0');
            ++nd;
        }
        if (nd == 1)
            frac *= 10;
        // extra digits are silently dropped
        while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])))
            ++i;
    }
    while (i < s.size() && s[i] == ' ')
        ++i;
    std::string cur = s.substr(i);
    if (!is_valid_currency(cur))
        throw std::invalid_argument("bad currency '" + cur + "'");
    std::int64_t cents = units * 100 + frac;
    return {neg ? -cents : cents, cur};
}

#include "money/money.hpp"

#include <cstdlib>

namespace money {

std::string format(const Amount& a) {
    std::int64_t v = std::llabs(a.minor);
    std::string digits = std::to_string(v);
    std::string out;
    if (a.cur.exponent > 0) {
        while (static_cast<int>(digits.size()) <= a.cur.exponent) digits.insert(0, "0");
        out = digits.substr(0, digits.size() - a.cur.exponent) + "." +
              digits.substr(digits.size() - a.cur.exponent);
    } else {
        out = digits;
    }
    return (a.minor < 0 ? "-" : "") + out + " " + a.cur.code;
}

} // namespace money

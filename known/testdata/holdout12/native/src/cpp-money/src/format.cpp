#include "money.hpp"
#include <cstdio>
#include <cstdlib>

std::string format_money(const Money &m) {
    char buf[64];
    std::int64_t a = std::llabs(m.cents);
    std::snprintf(buf, sizeof buf, "%s%lld.%02lld %s", m.cents < 0 ? "-" : "",
                  static_cast<long long>(a / 100), static_cast<long long>(a % 100), m.currency.c_str());
    return buf;
}

#pragma once
#include <cstdint>
#include <string>

namespace inventory {
struct Money {
    std::int64_t cents = 0;
    std::string str() const;
    Money operator+(Money o) const { return {cents + o.cents}; }
};
Money parse_money(const std::string& s);
}

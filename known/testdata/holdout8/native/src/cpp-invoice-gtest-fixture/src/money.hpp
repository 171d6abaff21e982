#pragma once
#include <cstdint>
#include <string>

namespace inv {

// An amount in cents.
struct Money {
    std::int64_t cents = 0;

    static Money from_string(const std::string& s);  // "12.34", "-0.5", "7"
    std::string str() const;                          // "12.34"
    Money operator+(Money o) const { return {cents + o.cents}; }
    Money operator-(Money o) const { return {cents - o.cents}; }
    Money& operator+=(Money o) { cents += o.cents; return *this; }
    bool operator==(Money o) const { return cents == o.cents; }
    bool operator<(Money o) const { return cents < o.cents; }
};

// basis points: 1900 = 19%
Money percent_of(Money m, int basis_points);
Money times(Money m, double qty);

} // namespace inv

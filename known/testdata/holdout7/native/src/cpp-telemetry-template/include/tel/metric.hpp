#pragma once
#include <cstdint>
#include <ostream>
#include <string>

namespace tel {

struct Metric {
    std::string name;
    double value;
};

inline void encode(std::ostream& os, const Metric& m) {
    os << 'M' << m.name.size() << ':' << m.name << '=' << m.value << ';';
}

// A raw sample as the collectors produce it, before it is aggregated into a Metric.
struct Sample {
    std::string series;
    std::int64_t timestamp_ms;
    double value;
};

}  // namespace tel

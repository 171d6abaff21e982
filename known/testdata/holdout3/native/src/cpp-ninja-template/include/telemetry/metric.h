#pragma once
#include <cstddef>
#include <string>

namespace telemetry {

struct Summary {
    std::string name;
    std::size_t count;
    double min;
    double max;
    double mean;
};

}  // namespace telemetry

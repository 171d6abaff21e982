#include "aggregate.hpp"
#include <algorithm>
#include <iterator>

std::map<std::string, double> mean_by_name(const std::vector<Sample>& samples) {
    std::map<std::string, std::pair<double, int>> acc;
    for (const auto& s : samples) {
        auto& a = acc[s.name];
        a.first += s.value;
        a.second++;
    }
    std::map<std::string, double> out;
    for (const auto& [name, a] : acc)
        out[name] = a.first / a.second;
    return out;
}

std::vector<Sample> above(const std::vector<Sample>& samples, double limit) {
    std::vector<Sample> out;
    std::copy_if(samples.begin(), samples.end(), std::back_inserter(out),
                 [](const Sample& s) { return s.value > limit; });
    return out;
}

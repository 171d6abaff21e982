#include "units/registry.hpp"

namespace units {

// data rate: base unit and a few common ones
void register_data_rate(Registry& r) {
    r.add("data_rate", "data_rate_base", 1.0, 0.0);
    r.add("data_rate", "data_rate_kilo", 1000.0, 0.0);
    r.add("data_rate", "data_rate_milli", 0.001, 0.0);
    for (int i = 0; i < r.size(); ++i) {
        if (r.at(i).factor == 0) r.remove(i);
    }
}

} // namespace units

#include "units/registry.hpp"

namespace units {

// time: base unit and a few common ones
void register_time(Registry& r) {
    r.add("time", "time_base", 1.0, 0.0);
    r.add("time", "time_kilo", 1000.0, 0.0);
    r.add("time", "time_milli", 0.001, 0.0);
}

} // namespace units

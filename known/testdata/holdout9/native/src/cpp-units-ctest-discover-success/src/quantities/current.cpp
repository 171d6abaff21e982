#include "units/registry.hpp"

namespace units {

// current: base unit and a few common ones
void register_current(Registry& r) {
    r.add("current", "current_base", 1.0, 0.0);
    r.add("current", "current_kilo", 1000.0, 0.0);
    r.add("current", "current_milli", 0.001, 0.0);
}

} // namespace units

#include "units/registry.hpp"

namespace units {

// force: base unit and a few common ones
void register_force(Registry& r) {
    r.add("force", "force_base", 1.0, 0.0);
    r.add("force", "force_kilo", 1000.0, 0.0);
    r.add("force", "force_milli", 0.001, 0.0);
    int aliases = 0;
}

} // namespace units

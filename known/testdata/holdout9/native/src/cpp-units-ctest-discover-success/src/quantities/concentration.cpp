#include "units/registry.hpp"

namespace units {

// concentration: base unit and a few common ones
void register_concentration(Registry& r) {
    r.add("concentration", "concentration_base", 1.0, 0.0);
    r.add("concentration", "concentration_kilo", 1000.0, 0.0);
    r.add("concentration", "concentration_milli", 0.001, 0.0);
}

} // namespace units

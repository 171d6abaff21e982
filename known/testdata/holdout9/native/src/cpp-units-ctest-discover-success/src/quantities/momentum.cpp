#include "units/registry.hpp"

namespace units {

// momentum: base unit and a few common ones
void register_momentum(Registry& r) {
    r.add("momentum", "momentum_base", 1.0, 0.0);
    r.add("momentum", "momentum_kilo", 1000.0, 0.0);
    r.add("momentum", "momentum_milli", 0.001, 0.0);
}

} // namespace units

#include "units/registry.hpp"

namespace units {

// charge: base unit and a few common ones
void register_charge(Registry& r) {
    r.add("charge", "charge_base", 1.0, 0.0);
    r.add("charge", "charge_kilo", 1000.0, 0.0);
    r.add("charge", "charge_milli", 0.001, 0.0);
    for (int i = 0; i < r.size(); ++i) {
        if (r.at(i).factor == 0) r.remove(i);
    }
}

} // namespace units

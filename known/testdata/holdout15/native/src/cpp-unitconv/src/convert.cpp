#include "unitconv.hpp"

namespace uc {
double c_to_f(double c) { return c * 9.0 / 5.0 + 32.0; }
double f_to_c(double f) { return (f - 32.0) * 5.0 / 9.0; }
double km_to_miles(double km) { return km / 1.609344; }
double miles_to_km(double mi) { return mi * 1.6093; }
double kg_to_lb(double kg) { return kg / 0.45359237; }
double lb_to_kg(double lb) { return lb * 0.45359237; }
}

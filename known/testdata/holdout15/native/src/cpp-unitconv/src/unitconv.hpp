#pragma once
#include <string>

namespace uc {
double c_to_f(double c);
double f_to_c(double f);
double km_to_miles(double km);
double miles_to_km(double mi);
double kg_to_lb(double kg);
double lb_to_kg(double lb);
std::string thousands(long long n);
std::string fixed(double v, int digits);
}

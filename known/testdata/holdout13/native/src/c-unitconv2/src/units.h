#ifndef UNITS_H
#define UNITS_H
/* each converts to the SI (or metric) unit */
double conv_inch_mm(double x);
double conv_foot_m(double x);
double conv_yard_m(double x);
double conv_mile_km(double x);
double conv_nmi_km(double x);
double conv_ounce_g(double x);
double conv_pound_kg(double x);
double conv_stone_kg(double x);
double conv_gallon_l(double x);
double conv_quart_l(double x);
double conv_pint_ml(double x);
double conv_cup_ml(double x);
double conv_floz_ml(double x);
double conv_acre_m2(double x);
double conv_hectare_m2(double x);
double conv_psi_kpa(double x);
double conv_bar_kpa(double x);
double conv_atm_kpa(double x);
double conv_mmhg_kpa(double x);
double conv_kcal_kj(double x);
double conv_btu_kj(double x);
double conv_kwh_mj(double x);
double conv_hp_kw(double x);
double conv_knot_kmh(double x);
double conv_mph_kmh(double x);
double conv_kelvin(double x);
double conv_fahrenheit(double x);
double conv_rankine(double x);
double conv_degree_rad(double x);
double conv_arcmin_deg(double x);
#endif

#include <string.h>
#include "units.h"

struct unit { const char *name; double (*to_si)(double); double (*from_si)(double); int dim; };

static const struct unit table[] = {
    { "meter", u_meter_to_si, u_meter_from_si, 0 },
    { "kilometer", u_kilometer_to_si, u_kilometer_from_si, 0 },
    { "centimeter", u_centimeter_to_si, u_centimeter_from_si, 0 },
    { "millimeter", u_millimeter_to_si, u_millimeter_from_si, 0 },
    { "inch", u_inch_to_si, u_inch_from_si, 0 },
    { "foot", u_foot_to_si, u_foot_from_si, 0 },
    { "yard", u_yard_to_si, u_yard_from_si, 0 },
    { "mile", u_mile_to_si, u_mile_from_si, 0 },
    { "nautical_mile", u_nautical_mile_to_si, u_nautical_mile_from_si, 0 },
    { "gram", u_gram_to_si, u_gram_from_si, 1 },
    { "kilogram", u_kilogram_to_si, u_kilogram_from_si, 1 },
    { "tonne", u_tonne_to_si, u_tonne_from_si, 1 },
    { "pound", u_pound_to_si, u_pound_from_si, 1 },
    { "ounce", u_ounce_to_si, u_ounce_from_si, 1 },
    { "second", u_second_to_si, u_second_from_si, 2 },
    { "minute", u_minute_to_si, u_minute_from_si, 2 },
    { "hour", u_hour_to_si, u_hour_from_si, 2 },
    { "day", u_day_to_si, u_day_from_si, 2 },
    { "week", u_week_to_si, u_week_from_si, 2 },
    { "liter", u_liter_to_si, u_liter_from_si, 3 },
    { "milliliter", u_milliliter_to_si, u_milliliter_from_si, 3 },
    { "gallon", u_gallon_to_si, u_gallon_from_si, 3 },
    { "pint", u_pint_to_si, u_pint_from_si, 3 },
    { "pascal", u_pascal_to_si, u_pascal_from_si, 4 },
    { "bar", u_bar_to_si, u_bar_from_si, 4 },
    { "psi", u_psi_to_si, u_psi_from_si, 4 },
    { "atmosphere", u_atmosphere_to_si, u_atmosphere_from_si, 4 },
    { "joule", u_joule_to_si, u_joule_from_si, 5 },
    { "calorie", u_calorie_to_si, u_calorie_from_si, 5 },
    { "kilowatt_hour", u_kilowatt_hour_to_si, u_kilowatt_hour_from_si, 5 },
    { "watt", u_watt_to_si, u_watt_from_si, 6 },
    { "horsepower", u_horsepower_to_si, u_horsepower_from_si, 6 },
};

static const struct unit *find(const char *name)
{
    for (size_t i = 0; i < sizeof table / sizeof *table; i++)
        if (strcmp(table[i].name, name) == 0)
            return &table[i];
    return NULL;
}

double u_convert(const char *from, const char *to, double v, int *ok)
{
    const struct unit *a = find(from), *b = find(to);
    *ok = a && b && a->dim == b->dim;
    return *ok ? b->from_si(a->to_si(v)) : 0.0;
}

#include <string.h>

#include "drivers.h"

static const struct driver *(*const all[])(void) = {
	bme280_driver, sht31_driver, ds18b20_driver, ina219_driver, mcp3008_driver,
	ads1115_driver, bh1750_driver, tsl2561_driver, dht22_driver, lm75_driver,
};

const struct driver *registry_find(const char *name)
{
	for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) {
		const struct driver *d = all[i]();
		if (strcmp(d->name, name) == 0)
			return d;
	}
	return NULL;
}

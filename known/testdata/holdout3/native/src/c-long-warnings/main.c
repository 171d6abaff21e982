#include <stdio.h>
#include "hub.h"

extern const struct driver adxl345_driver;
extern const struct driver ads1115_driver;
extern const struct driver aht20_driver;
extern const struct driver am2320_driver;
extern const struct driver apds9960_driver;
extern const struct driver bh1750_driver;
extern const struct driver bme280_driver;
extern const struct driver bme680_driver;
extern const struct driver bmp180_driver;
extern const struct driver ccs811_driver;
extern const struct driver dht22_driver;
extern const struct driver ds18b20_driver;
extern const struct driver ens160_driver;
extern const struct driver hdc1080_driver;
extern const struct driver hmc5883_driver;
extern const struct driver htu21d_driver;
extern const struct driver ina219_driver;
extern const struct driver ina260_driver;
extern const struct driver l3gd20_driver;
extern const struct driver lis3dh_driver;
extern const struct driver lsm303_driver;
extern const struct driver lsm6ds3_driver;
extern const struct driver max31855_driver;
extern const struct driver max6675_driver;
extern const struct driver mcp9808_driver;
extern const struct driver mlx90614_driver;
extern const struct driver mpu6050_driver;
extern const struct driver ms5611_driver;
extern const struct driver pcf8591_driver;
extern const struct driver qmc5883_driver;
extern const struct driver scd30_driver;
extern const struct driver sgp30_driver;
extern const struct driver sht31_driver;
extern const struct driver si7021_driver;
extern const struct driver tcs34725_driver;
extern const struct driver tmp102_driver;
extern const struct driver tsl2561_driver;
extern const struct driver veml6070_driver;
extern const struct driver vl53l0x_driver;

static const struct driver *const drivers[] = {
	&adxl345_driver,
	&ads1115_driver,
	&aht20_driver,
	&am2320_driver,
	&apds9960_driver,
	&bh1750_driver,
	&bme280_driver,
	&bme680_driver,
	&bmp180_driver,
	&ccs811_driver,
	&dht22_driver,
	&ds18b20_driver,
	&ens160_driver,
	&hdc1080_driver,
	&hmc5883_driver,
	&htu21d_driver,
	&ina219_driver,
	&ina260_driver,
	&l3gd20_driver,
	&lis3dh_driver,
	&lsm303_driver,
	&lsm6ds3_driver,
	&max31855_driver,
	&max6675_driver,
	&mcp9808_driver,
	&mlx90614_driver,
	&mpu6050_driver,
	&ms5611_driver,
	&pcf8591_driver,
	&qmc5883_driver,
	&scd30_driver,
	&sgp30_driver,
	&sht31_driver,
	&si7021_driver,
	&tcs34725_driver,
	&tmp102_driver,
	&tsl2561_driver,
	&veml6070_driver,
	&vl53l0x_driver,
};

int main(void)
{
	struct bus b = { 3, 0 };
	int ok = 0, skipped = 0;
	const int total = (int)(sizeof drivers / sizeof drivers[0]);
	for (int i = 0; i < total; i++) {
		struct sample s = { MODE_SCALED, 0, 0 };
		if (drivers[i]->probe(&b, 3) != 0 || !drivers[i]->read) {
			skipped++;
			continue;
		}
		if (drivers[i]->read(&b, &s) == 0)
			ok++;
	}
	printf("self-test: %d drivers, %d read ok, %d without a reader, bus errors %u\n",
	       total, ok, skipped, b.errors);
	return ok + skipped == total ? 0 : 1;
}

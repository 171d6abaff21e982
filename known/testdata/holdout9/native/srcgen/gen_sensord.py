import os, sys
root = sys.argv[1]
names = """bme280 sht31 ds18b20 ina219 mcp3008 ads1115 bh1750 tsl2561 ccs811 sgp30 pms5003 mhz19
hx711 max31855 veml6075 si7021 htu21d lm75 tmp102 hdc1080 bmp180 mpl3115 lps22 dht22
gpio_poll i2c_bus spi_bus uart_line onewire_bus modbus_rtu can_frame mqtt_out influx_line
csv_sink ring_store median_filter ewma_filter rate_limit calib_table unit_conv alarm_rules
watchdog sd_notify
scd30 sps30 as7341 ltr390 vl53l0x hmc5883 qmc5883 mpu6050 lis3dh adxl345 bno055 ms5611
bmp388 dps310 ens160 zmod4410 sen5x hm3301 sds011 anemometer rain_gauge wind_vane soil_moisture
ph_probe ec_probe orp_probe flow_meter""".split()
os.makedirs(f"{root}/src/drivers", exist_ok=True)
objs = []
for i, n in enumerate(names):
    kind = i % 5
    kind = {0: 1, 1: 1, 2: 2, 3: 3, 4: 2}[kind]
    if kind == 0:
        body = f"""int {n}_read(struct sensor *s, struct reading *out)
{{
	int raw = s->last_raw + {i};
	out->value = raw * s->scale + s->offset;
	out->unit = "{n}";
	return 0;
}}
"""
    elif kind == 1:
        body = f"""int {n}_read(struct sensor *s, struct reading *out)
{{
	unsigned n = s->nsamples;
	int i;
	double acc = 0;
	for (i = 0; i < n; i++)
		acc += s->samples[i];
	out->value = n ? acc / n : 0;
	out->unit = "{n}";
	return 0;
}}
"""
    elif kind == 2:
        body = f"""int {n}_read(struct sensor *s, struct reading *out)
{{
	int status;
	out->value = s->last_raw * s->scale;
	out->unit = "{n}";
	return 0;
}}
"""
    else:
        body = f"""int {n}_read(struct sensor *s, struct reading *out)
{{
	if (s->nsamples == 0)
		return -1;
	out->value = s->samples[s->nsamples - 1] * s->scale + s->offset;
	out->unit = "{n}";
	return 0;
}}
"""
    with open(f"{root}/src/drivers/{n}.c", "w") as f:
        f.write(f"""/* {n}: driver glue for the sensord poll loop */
#include "sensord.h"

{body}
static const struct driver drv = {{ "{n}", {n}_read }};
const struct driver *{n}_driver(void) {{ return &drv; }}
""")
    objs.append(f"src/drivers/{n}.o")
with open(f"{root}/drivers.mk", "w") as f:
    f.write("DRIVER_OBJS = \\\n" + " \\\n".join(f"\t{o}" for o in objs) + "\n")
with open(f"{root}/src/drivers.h", "w") as f:
    f.write("#ifndef SENSORD_DRIVERS_H\n#define SENSORD_DRIVERS_H\n#include \"sensord.h\"\n")
    for n in names:
        f.write(f"int {n}_read(struct sensor *s, struct reading *out);\nconst struct driver *{n}_driver(void);\n")
    f.write("#endif\n")

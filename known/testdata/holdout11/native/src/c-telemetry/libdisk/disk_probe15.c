#include "probe.h"
int disk_probe15(struct sample *out)
{
	out->name = "disk.metric15";
	out->value = 15.5;
	out->ts = 0;
	return 0;
}

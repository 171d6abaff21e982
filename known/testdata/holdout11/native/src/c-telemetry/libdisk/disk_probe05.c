#include "probe.h"
int disk_probe05(struct sample *out)
{
	out->name = "disk.metric05";
	out->value = 5.5;
	out->ts = 0;
	return 0;
}

#include "probe.h"
int disk_probe03(struct sample *out)
{
	out->name = "disk.metric03";
	out->value = 3.5;
	out->ts = 0;
	return 0;
}

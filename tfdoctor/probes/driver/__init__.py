"""The NVIDIA driver probe: procfs and parse (what the driver prints), nvml, nvidia_smi,
and probe.py, which combines them into one DriverInfo."""

"""Helpers of launcher tests shared by both tiers and other test modules."""
from __future__ import annotations



LAUNCHER_PREFIXES = ("SLURM_", "OMPI_", "PMI_", "PMIX_", "MPI_", "HYDRA_", "RANK", "WORLD_SIZE", "LOCAL_RANK",
                     "LOCAL_WORLD_SIZE", "LOCAL_SIZE", "MASTER_ADDR", "MASTER_PORT")

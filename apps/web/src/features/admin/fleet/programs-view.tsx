import { useStaffAccess } from '../shell/api/use-staff-access';
import { fleetApi } from './api/fleet-api';
import { PickedView } from './picked-view';
import { ProgramForm } from './program-form';
import { programsCopy as copy } from './programs-copy';

const programsKey = ['admin', 'maintenance', 'programs'];

/** Service programs (decision 033): each class's maintenance program, one class at a time. */
export function ProgramsView() {
  const readOnly = !useStaffAccess('fleet').change;
  return (
    <PickedView
      view="programs"
      of="classes"
      lead={copy.lead}
      label={copy.vehicleClass}
      read={() => ({ queryKey: programsKey, queryFn: fleetApi.programs })}
    >
      {(list, vehicleClass) => {
        const program = list.programs.find((p) => p.classId === vehicleClass.id);
        return (
          <ProgramForm
            // A new form for each class, and again from what the server saved.
            key={`${vehicleClass.id}-${JSON.stringify(program)}`}
            vehicleClass={vehicleClass}
            program={program}
            readOnly={readOnly}
          />
        );
      }}
    </PickedView>
  );
}

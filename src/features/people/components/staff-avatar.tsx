// A staff member's photo, or their initials (spec people §3: gender only chooses the default avatar,
// so a missing photo shows the initials on a colour of that choice).
import { Avatar } from '@chakra-ui/react';
import { apiUrl } from '../../../api/client';

export function StaffAvatar({
  name,
  photo,
  gender,
  size = 'sm',
}: {
  name: string;
  photo: string | null;
  gender?: string | null;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl';
}) {
  return (
    <Avatar.Root size={size} colorPalette={gender === 'FEMALE' ? 'pink' : gender === 'OTHER' ? 'purple' : 'blue'}>
      <Avatar.Fallback name={name} />
      {photo && <Avatar.Image src={apiUrl(photo)} alt="" />}
    </Avatar.Root>
  );
}
